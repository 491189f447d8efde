import { useEffect } from 'react';
import { searchImages } from '../../api/row-extras.ts';

/** SPEC §7: GET /ws-image/search once per product card when it mounts; the reply is unused, a failure only logged. */
export function useImageSearch(productId: number): void {
  useEffect(() => {
    const controller = new AbortController();
    void searchImages(productId, controller.signal);
    return () => controller.abort();
  }, [productId]);
}
