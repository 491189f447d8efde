import { useState } from 'react';

/**
 * The part marked in a parts drawing and its list together: the one under the pointer or holding the focus, in
 * the drawing or in the list. `markedBy(index)` gives a number or a row the handlers that mark and unmark it.
 */
export function useMarkedPart() {
  const [marked, setMarked] = useState<number | null>(null);
  const unmark = (index: number) => setMarked((current) => (current === index ? null : current));
  const markedBy = (index: number) => ({
    onMouseEnter: () => setMarked(index),
    onMouseLeave: () => unmark(index),
    onFocus: () => setMarked(index),
    onBlur: () => unmark(index),
  });
  return { marked, markedBy };
}

export type PartMarking = ReturnType<ReturnType<typeof useMarkedPart>['markedBy']>;
