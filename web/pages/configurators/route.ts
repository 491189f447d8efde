import type { PageEntry } from '../../../shared/page-entry.ts';

// One label for the three configurator pages: their own texts load with their screens (shared/i18n/configurators.ts).
export const route = { path: '/configuratore', label: 'JS_PAGE_CONFIGURATORS', menu: 8 } as const satisfies PageEntry;
