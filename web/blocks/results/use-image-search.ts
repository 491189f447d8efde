import { useEffect } from 'react';
import { searchImages } from '../../api/row-extras.ts';
import { whenIdle } from '../../lib/when-idle.ts';

/**
 * SPEC §7: GET /ws-image/search once per product card when it mounts; the reply is unused, a failure only logged.
 * Sent when the browser is idle: twenty calls started during hydration would hold the main thread for the whole page.
 */
export function useImageSearch(productId: number): void {
  useEffect(() => {
    const controller = new AbortController();
    const cancel = whenIdle(() => void searchImages(productId, controller.signal));
    return () => {
      cancel();
      controller.abort();
    };
  }, [productId]);
}
