import { useState } from 'react';

/**
 * A gallery's lightbox state: the picture shown, whether it is open, and whether it was ever opened (its chunk is
 * loaded then, and stays mounted so it can animate closing).
 */
export function useLightbox() {
  const [index, setIndex] = useState(0);
  const [opened, setOpened] = useState(false);
  const [open, setOpen] = useState(false);

  function show(at: number) {
    setIndex(at);
    setOpened(true);
    setOpen(true);
  }

  return { index, setIndex, opened, open, show, close: () => setOpen(false) };
}
