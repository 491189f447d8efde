import { pages, type PageName } from './pages.generated.ts';

// The one route table is written from the page folders (web/pages/<page>/route.ts, npm run pages): every page of the
// shop by name. The app's router (web/router/), the BFF's page routes (the page server-side, or its data as JSON), the menus and the
// page definitions all read it; a path that is in no table is a 404.
export { pageNames, pages, type PageName } from './pages.generated.ts';
export type { PageEntry } from './page-entry.ts';

export function pagePath(name: PageName): string {
  return pages[name].path;
}
