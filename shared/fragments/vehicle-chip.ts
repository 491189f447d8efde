import { t } from '../i18n/vehicles.ts';
import { pagePath } from '../routes.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The header's chip of the chosen vehicle as HTML: its name, a link to /search-car, and a clear link
 * (/search-car?rimuovi=1, where the screen deletes the cookies). Written by the server from the cookies and by the
 * vehicle search when a vehicle is chosen; the header only inserts it, so none of this weighs on the first bundle.
 */
export function vehicleChipHtml(name: string): string {
  const path = pagePath('searchCar');
  return (
    '<span class="mx-auto flex max-w-7xl justify-end px-4 py-1 text-xs">' +
    `<a href="${path}" class="min-w-0 truncate py-1 hover:underline">${escapeHtml(t('JS_CAR_CHIP', { name }))}</a>` +
    `<a href="${path}?rimuovi=1" class="px-2 py-1" aria-label="${escapeHtml(t('JS_CAR_CHIP_CLEAR'))}" title="${escapeHtml(t('JS_CAR_CHIP_CLEAR'))}">×</a>` +
    '</span>'
  );
}
