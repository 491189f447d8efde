import { useCallback, useEffect, useRef, useState } from 'react';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import type { AutoplayOptionsType } from 'embla-carousel-autoplay';

/**
 * embla (with autoplay) attached to a viewport when the carousel first has to move: the slides are plain markup
 * rendered by the server, and the carousel's code is its own chunk, fetched on the first press of a control or touch
 * of the slides, or when the first turn is due (web/pages/home/promo-carousel.tsx), not with the page (issue 44: the
 * homepage's scripts). `withEmbla(act)` acts at once once it is there, else fetches it and acts then.
 */
export function useLazyEmbla(options: EmblaOptionsType, autoplay: AutoplayOptionsType) {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType | undefined>(undefined);
  const [wanted, setWanted] = useState(false);
  /** What was asked of the carousel before its code came: done once it has. */
  const waiting = useRef<((api: EmblaCarouselType) => void) | undefined>(undefined);

  useEffect(() => {
    if (!viewport || !wanted) return;
    let api: EmblaCarouselType | undefined;
    let cancelled = false;
    void Promise.all([import('embla-carousel'), import('embla-carousel-autoplay')]).then(([{ default: Embla }, { default: Autoplay }]) => {
      if (cancelled) return;
      api = Embla(viewport, options, [Autoplay(autoplay)]);
      setEmbla(api);
      const act = waiting.current;
      waiting.current = undefined;
      act?.(api);
    });
    return () => {
      cancelled = true;
      api?.destroy();
      setEmbla(undefined);
    };
    // The options are constants of the carousel: attach once per viewport.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [viewport, wanted]);

  const withEmbla = useCallback(
    (act: (api: EmblaCarouselType) => void) => {
      if (embla) return act(embla);
      waiting.current = act;
      setWanted(true);
    },
    [embla],
  );

  return [setViewport, embla, withEmbla] as const;
}
