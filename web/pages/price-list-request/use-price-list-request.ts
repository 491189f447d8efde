import { useEffect, useState } from 'react';
import type { PriceListOutcome } from '../../api/requests.ts';
import { useFormSubmit } from '../../ui/use-form-submit.ts';

/**
 * A price-list request under way (SPEC §4, §9): `slow` once it has taken `slowAfterMs`, then its outcome. A request
 * that fails on the way (no 200) ends as the info outcome; a second submit while one runs is ignored.
 */
export function usePriceListRequest(send: (manufacturerId: string) => Promise<PriceListOutcome>, slowAfterMs: number) {
  const { submitting, run } = useFormSubmit();
  const [slow, setSlow] = useState(false);
  const [outcome, setOutcome] = useState<PriceListOutcome | null>(null);

  useEffect(() => {
    if (!submitting) return undefined;
    const timer = setTimeout(() => setSlow(true), slowAfterMs);
    return () => clearTimeout(timer);
  }, [submitting, slowAfterMs]);

  async function request(manufacturerId: string) {
    if (submitting) return;
    setSlow(false);
    setOutcome(null);
    await run(async () => {
      try {
        setOutcome(await send(manufacturerId));
      } catch {
        setOutcome({ kind: 'info' });
      }
    });
    setSlow(false);
  }

  return { submitting, slow, outcome, request, clearOutcome: () => setOutcome(null) };
}
