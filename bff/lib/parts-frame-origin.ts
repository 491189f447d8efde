import { httpOrigin } from '../../adapters/ports/parts-lookup.ts';

/**
 * PARTS_FRAME_ORIGIN: the origin (scheme, host, port; no path) the parts-lookup module page's embedded frame comes
 * from. The content security policy's frame-src allows exactly it, and the page takes messages only from it.
 */
export const partsFrameOrigin = httpOrigin;
