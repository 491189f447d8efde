import type { PageEntry } from '../../../shared/page-entry.ts';

export const route = { path: '/password-dimenticata', label: 'JS_PAGE_PASSWORD_FORGOTTEN', menu: false } as const satisfies PageEntry;
