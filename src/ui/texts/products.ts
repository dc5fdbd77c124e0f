// The Producten tab's navigation (its three screens) and General Settings, which the spec keeps as a
// placeholder ("still being converted"). The screens' own texts: menu.ts and options.ts.
export const products = {
  general: { title: 'Algemene Instellingen', body: 'Deze pagina wordt nog omgezet naar web.' },
  links: { products: 'Producten', options: 'Opties', optionValues: 'Optie waarden' },
} as const;
