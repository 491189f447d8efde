/**
 * The one route table: every page of the shop by name. react-router, the BFF's shell routes
 * (which answer the SPA shell or, for JSON requests, the page's data) and the menus all read it.
 * A path that is in no table is a 404. `role` (optional) shows the menu entry only to users holding it.
 */
export const pages = {
  home: { path: '/', title: 'Home', menu: true },
  search: { path: '/cerca', title: 'Ricerca', menu: false },
  login: { path: '/login', title: 'Accedi', menu: false },
  switchUser: { path: '/cambia-utente', title: 'Cambia utente', menu: true, role: 'switch_user' },
} as const;

export type PageName = keyof typeof pages;

export function pagePath(name: PageName): string {
  return pages[name].path;
}
