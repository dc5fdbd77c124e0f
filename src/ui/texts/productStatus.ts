// The product status screen (spec sections 2, 4 and 8): search, product cards with the visibility and
// stock toggles, empty states and the failure alerts.
import { ACTION_ERRORS } from './errors';

export const productStatus = {
  title: 'Productstatus',
  searchLabel: 'Zoek product',
  searchPlaceholder: 'Zoek op productnaam',
  listLabel: 'Producten',
  visible: 'Zichtbaar',
  inStock: 'Op voorraad',
  noCategory: 'Geen categorie',
  notFound: 'Geen producten gevonden',
  notFoundHint: 'Probeer een andere zoekterm',
  noneAvailable: 'Geen producten beschikbaar',
  loadFailed: 'Kon producten niet laden.',
  visibilityFailed: ACTION_ERRORS.productVisibility,
  stockFailed: ACTION_ERRORS.productStock,
} as const;
