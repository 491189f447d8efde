import { t } from '../../shared/i18n/order-import.ts';
import { isApiError } from './api-error.ts';
import { apiJson } from './fetch.ts';
import { pageDataChanged } from './page-changes.ts';

type Cell = string | number | null;
export type UploadReply =
  | { status: 'OK'; url: string; sheet: string; otherSheets: string[] }
  | { status: 'COLUMNS'; sheet: string; otherSheets: string[]; preview: Array<{ line: number; cells: Cell[] }> };
export interface PickedColumns {
  code: number;
  quantity: number | null;
  reference: number | null;
  firstRowIsHeader: boolean;
}

/** POST /import-order/upload as multipart (`file`, and `columns` once the user picked them). */
export function uploadOrderFile(file: File, columns?: PickedColumns): Promise<UploadReply> {
  const form = new FormData();
  if (columns) form.append('columns', JSON.stringify(columns));
  form.append('file', file, file.name);
  return apiJson<UploadReply>('/import-order/upload', { method: 'POST', form });
}

/** SPEC §8 order-file upload failure: the server's `statusKo` (its message) when it sent one, else the upload-error text. */
export function uploadFailureText(error: unknown): string {
  return isApiError(error) && error.serverMessage ? error.serverMessage : t('JS_IMPORT_UPLOAD_ERROR');
}

/** The text of any other failure of the import's calls: the server's message, else the generic one. */
export function importFailureText(error: unknown): string {
  return isApiError(error) && error.serverMessage ? error.serverMessage : t('JS_IMPORT_ERROR');
}

/**
 * Runs one of the import's calls for a screen, which shows a failure beside what it was doing: the failure is handed
 * to `onFailure` as its text (`textOf`, the import's by default), never thrown.
 */
export async function tryImportCall(
  call: () => Promise<void>,
  onFailure: (text: string) => void,
  textOf: (error: unknown) => string = importFailureText,
): Promise<void> {
  try {
    await call();
  } catch (failure) {
    onFailure(textOf(failure));
  }
}

export async function deleteImport(importId: number): Promise<void> {
  await apiJson(`/import-order/delete/${importId}`, { method: 'POST', json: {} });
  void pageDataChanged('order-imports');
}

export function deleteImportRow(rowId: number): Promise<unknown> {
  return apiJson(`/import-order/delete-row/${rowId}`, { csrf: true });
}

export interface SaveItem {
  id: number;
  quantity?: number;
  productId?: number | null;
  referenceImport?: string;
}

export function saveImport(importId: number, items: SaveItem[]): Promise<unknown> {
  return apiJson('/import-order/save', { method: 'POST', json: { importId, items } });
}

/** The rows go to the active or a new cart: the cart's pages and the import's (now sent) show it. */
export async function submitImport(
  importId: number,
  items: SaveItem[],
  target: 'active' | 'new',
): Promise<{ url: string; cartId: number }> {
  const reply = await apiJson<{ url: string; cartId: number }>('/import-order/submit', {
    method: 'POST',
    json: { importId, items, target },
  });
  void pageDataChanged('cart', 'order-imports');
  return reply;
}

export function chooseImportProduct(rowId: number, productId: number): Promise<unknown> {
  return apiJson(`/import-order/select-product/${rowId}/${productId}`, { csrf: true });
}
