export { ReferenceCatalogue } from './catalogue.ts';
