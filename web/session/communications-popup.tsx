import { useEffect, useState } from 'react';
import { pendingCommunications, type PendingCommunication } from '../api/communications.ts';
import { usePrincipal } from '../api/principal.ts';
import { onDemand } from '../ui/on-demand.tsx';

/** The dialog's code (Radix dialog, its texts) is fetched only when a communication is pending. */
const CommunicationsDialogOnDemand = onDemand(() => import('./communications-dialog.tsx').then((m) => m.CommunicationsDialog));

/**
 * SPEC §4 "Session and communications": a logged-in user's pending communications, one at a time, after login and
 * on every page load until acknowledged. Never for a visitor. Staff acting for a customer see them, read-only.
 */
export function CommunicationsPopup() {
  const { principal } = usePrincipal();
  const user = principal?.authenticated ? `${principal.username ?? ''}|${principal.impersonatorUsername ?? ''}` : null;
  const [pending, setPending] = useState<PendingCommunication[]>([]);

  useEffect(() => {
    setPending([]);
    if (user === null) return;
    let current = true;
    pendingCommunications().then(
      (found) => current && setPending(found),
      () => undefined, // A popup that cannot load waits for the next page load; the page itself is not disturbed.
    );
    return () => {
      current = false;
    };
  }, [user]);

  const [first] = pending;
  return (
    <CommunicationsDialogOnDemand
      needed={first !== undefined}
      communication={first}
      readOnly={Boolean(principal?.impersonatorUsername)}
      onDone={(id: number) => setPending((list) => list.filter((c) => c.id !== id))}
    />
  );
}
