export { DEFAULT_COUNT_CAP, ReferenceCatalogue, type ReferenceCatalogueOptions } from './catalogue.ts';
export { retagProducts } from './tags.ts';
