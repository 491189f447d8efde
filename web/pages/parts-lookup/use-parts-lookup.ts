import { useEffect, useRef, useState } from 'react';
import { apiText } from '../../api/fetch.ts';
import { frameMessageOf, PARTS_LOOKUP_LOGIN_PATH, scrollToResults } from '../../../shared/parts-frame-messages.ts';

type Results = { state: 'waiting' } | { state: 'searching'; code: string } | { state: 'shown'; code: string; html: string };

/**
 * The parts-lookup page's state: the frame's source (from the login path), whether it failed, the results of the
 * original number the frame last posted (GET /search-ajax {q}, a newer one aborting the one in flight, scrolled to
 * when shown), and how many times the frame asked to add an original part to the basket.
 */
export function usePartsLookup() {
  const [frameUrl, setFrameUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [results, setResults] = useState<Results>({ state: 'waiting' });
  const [unexpected, setUnexpected] = useState(0);
  const frame = useRef<HTMLIFrameElement>(null);
  const resultsBox = useRef<HTMLElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    apiText(PARTS_LOOKUP_LOGIN_PATH, { signal: controller.signal })
      .then((url) => setFrameUrl(new URL(url.trim(), window.location.href).href))
      .catch((error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        setFailed(true);
      });
    return () => controller.abort();
  }, []);

  useEffect(() => {
    if (!frameUrl) return;
    const frameOrigin = new URL(frameUrl).origin;
    let current: AbortController | undefined;
    const onMessage = (event: MessageEvent) => {
      const message = frameMessageOf(event, frameOrigin, frame.current?.contentWindow ?? null);
      if (!message) return;
      if (message.type === 'addToBasket') {
        setUnexpected((n) => n + 1);
        return;
      }
      current?.abort();
      const controller = (current = new AbortController());
      const code = message.oeNumber;
      setResults({ state: 'searching', code });
      apiText(`/search-ajax?${new URLSearchParams({ q: code }).toString()}`, { accept: 'html', signal: controller.signal })
        .then((html) => {
          setResults({ state: 'shown', code, html });
          requestAnimationFrame(() => {
            if (resultsBox.current) scrollToResults(resultsBox.current);
          });
        })
        .catch((error: unknown) => {
          if (error instanceof DOMException && error.name === 'AbortError') return;
          // SPEC §8: the lookup only logs; the results area goes back to waiting.
          console.warn(`errore ${error instanceof Error && 'status' in error ? String(error.status) : ''}`.trim());
          setResults({ state: 'waiting' });
        });
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      current?.abort();
    };
  }, [frameUrl]);

  return { frameUrl, failed, results, unexpected, frame, resultsBox };
}
