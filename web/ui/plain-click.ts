/**
 * A click the app follows itself: the main button with no modifier (a modified click opens a tab or a window, or
 * downloads, as the browser decides).
 */
export const isPlainClick = (event: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean }) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
