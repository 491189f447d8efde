import { useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import { PENDING_COMMUNICATIONS_KEY, pendingCommunications } from '../api/communications.ts';
import { useCameWithPage } from '../api/initial-data.ts';
import { usePrincipal } from '../api/principal.ts';
import { onDemand } from '../ui/on-demand.tsx';

/** The dialog's code (Radix dialog, its texts) is fetched only when a communication is pending. */
const CommunicationsDialogOnDemand = onDemand(() => import('./communications-dialog.tsx').then((m) => m.CommunicationsDialog));

// A popup that cannot load waits for the next page load; the page itself is not disturbed.
const loadPending = () => pendingCommunications().catch(() => []);

/**
 * SPEC §4 "Session and communications": a logged-in user's pending communications, one at a time, after login and
 * on every page load until acknowledged (the server renders them with the page). Never for a visitor. Staff acting
 * for a customer see them, read-only.
 */
export function CommunicationsPopup() {
  const { principal } = usePrincipal();
  const user = principal?.authenticated ? `${principal.username ?? ''}|${principal.impersonatorUsername ?? ''}` : null;
  const cameWithPage = useCameWithPage(PENDING_COMMUNICATIONS_KEY);
  const { data: pending = [], mutate } = useSWR(user === null ? null : PENDING_COMMUNICATIONS_KEY, loadPending, {
    revalidateOnFocus: false,
    ...(cameWithPage ? { revalidateOnMount: false } : {}),
  });

  // Another user (a login, a switch of user) has communications of their own: asked again, nothing shown meanwhile.
  const shownFor = useRef(user);
  useEffect(() => {
    if (shownFor.current === user) return;
    shownFor.current = user;
    if (user !== null) void mutate(loadPending(), { optimisticData: [], revalidate: false });
  }, [user, mutate]);

  // The dialog opens once the page has started: the server's HTML never holds it (its code is not in the page).
  const [started, setStarted] = useState(false);
  useEffect(() => setStarted(true), []);

  const [first] = pending;
  return (
    <CommunicationsDialogOnDemand
      needed={started && first !== undefined}
      communication={first}
      readOnly={Boolean(principal?.impersonatorUsername)}
      // The list shown (the server's, until first asked again: SWR's cache does not hold it) without the one done.
      onDone={(id: number) => void mutate((list) => (list ?? pending).filter((c) => c.id !== id), { revalidate: false })}
    />
  );
}
