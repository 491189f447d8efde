import { useEffect, useState } from 'react';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import type { AutoplayOptionsType } from 'embla-carousel-autoplay';

/**
 * embla (with autoplay) attached to a viewport once the page is up: the slides are plain markup rendered by the
 * server, and the carousel's code is its own chunk, loaded after the first paint instead of with it.
 */
export function useLazyEmbla(options: EmblaOptionsType, autoplay: AutoplayOptionsType) {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType | undefined>(undefined);

  useEffect(() => {
    if (!viewport) return;
    let api: EmblaCarouselType | undefined;
    let cancelled = false;
    void Promise.all([import('embla-carousel'), import('embla-carousel-autoplay')]).then(([{ default: Embla }, { default: Autoplay }]) => {
      if (cancelled) return;
      api = Embla(viewport, options, [Autoplay(autoplay)]);
      setEmbla(api);
    });
    return () => {
      cancelled = true;
      api?.destroy();
      setEmbla(undefined);
    };
    // The options are constants of the carousel: attach once per viewport.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [viewport]);

  return [setViewport, embla] as const;
}
