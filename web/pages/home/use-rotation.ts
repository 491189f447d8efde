import { useEffect, useState, type FocusEvent } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';
import { MEDIA, useMediaQuery } from '../../layout/use-media-query.ts';

/**
 * When the promo carousel moves by itself (WCAG 2.2.2: anything that moves for more than 5 s can be stopped): not
 * once the user stops it with the pause button or by dragging it, not while the pointer is over it or the focus is
 * anywhere in it (controls included, where embla's own focus handling does not reach) unless the user started it
 * with the button, and not at all by default for someone who asked their system for reduced motion. embla's autoplay is driven from here; it re-reads nothing
 * of its own after a re-init (a resize across 820 px), so the state is applied again then.
 */
export function useRotation(embla: EmblaCarouselType | undefined) {
  const reducedMotion = useMediaQuery(MEDIA.reducedMotion);
  const [chosen, setChosen] = useState<'stopped' | 'moving' | undefined>(undefined);
  const [pointerOver, setPointerOver] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const stopped = chosen === undefined ? reducedMotion : chosen === 'stopped';
  // Started with the button, it moves though the focus is on that button (as the WAI-ARIA carousel pattern has it).
  const rotating = !stopped && !pointerOver && (chosen === 'moving' || !focusInside);

  useEffect(() => {
    if (!embla) return;
    const apply = () => {
      const autoplay = embla.plugins().autoplay;
      if (rotating) autoplay?.play();
      else autoplay?.stop();
    };
    apply();
    embla.on('reInit', apply);
    return () => {
      embla.off('reInit', apply);
    };
  }, [embla, rotating]);

  useEffect(() => {
    if (!embla) return;
    // Dragging the slides is taking over: the carousel stays where it is left.
    const stop = () => setChosen('stopped');
    embla.on('pointerDown', stop);
    return () => {
      embla.off('pointerDown', stop);
    };
  }, [embla]);

  return {
    stopped,
    /** Moving by itself now (not stopped, nor paused by the pointer or the focus). */
    rotating,
    toggle: () => setChosen(stopped ? 'moving' : 'stopped'),
    /** For the carousel's root: pause while the pointer or the focus is in it. */
    pauseWhileInside: {
      onMouseEnter: () => setPointerOver(true),
      onMouseLeave: () => setPointerOver(false),
      onFocus: () => setFocusInside(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setFocusInside(false);
      },
    },
  };
}
