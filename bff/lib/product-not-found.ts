import { isPortError } from '../../adapters/ports/port-error.ts';
import { t } from '../../shared/i18n/offer.ts';
import { HttpError } from './http-error.ts';

/**
 * A call about one product, whose `not_found` (no such product) becomes the shop's own 404 with its text in
 * the request's language, whatever words the ERP used.
 */
export async function aboutProduct<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (isPortError(error) && error.code === 'not_found') throw new HttpError(404, t('JS_PRODUCT_NOT_FOUND'));
    throw error;
  }
}
