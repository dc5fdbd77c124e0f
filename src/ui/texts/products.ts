// The product editing screens, which the spec keeps as placeholders ("still being converted").
export const products = {
  products: { title: 'Producten', body: 'Deze pagina wordt nog omgezet naar web (being converted).' },
  options: { title: 'Product Opties', body: 'Deze pagina wordt nog omgezet naar web.' },
  optionValues: { title: 'Product Optie Waarden', body: 'Deze pagina wordt nog omgezet naar web.' },
  general: { title: 'Algemene Instellingen', body: 'Deze pagina wordt nog omgezet naar web.' },
  links: { products: 'Producten', options: 'Opties', optionValues: 'Optie waarden' },
} as const;
