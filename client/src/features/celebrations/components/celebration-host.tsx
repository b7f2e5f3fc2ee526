import type { PendingCelebration } from '@iec-bets/contracts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useAcknowledgeCelebration } from '../api/acknowledge-celebration';
import { usePendingCelebrations } from '../api/get-celebrations';

// The popup, the card and their words load only when there is something to show: a visitor's landing page never needs them.
const CelebrationView = lazy(() => import('./celebration-view').then((m) => ({ default: m.CelebrationView })));

/**
 * Shows the signed-in user's pending celebrations on whatever screen they are on, one at a time, oldest first. Each is
 * acknowledged as it appears, so that neither a reload nor another device shows it again.
 *
 * The one on screen stays until it is closed: the server's list leaves it out from the moment it is acknowledged, and
 * a refetch then (a friend's change, a resolution, coming back to the tab) must not take it away unseen, as it did
 * when its view's code was still loading on a slow phone.
 */
export function CelebrationHost({ signedIn }: { signedIn: boolean }) {
  const pending = usePendingCelebrations(signedIn);
  const { mutate: acknowledge } = useAcknowledgeCelebration();
  // Shown during this visit: never shown again, whatever the server's list says until it is fetched again.
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set());
  const [current, setCurrent] = useState<PendingCelebration | null>(null);
  // Adjusted while rendering, as React advises for state that follows other state: the next one once none is on
  // screen, and nothing once signed out.
  if (!signedIn) {
    if (current) setCurrent(null);
  } else if (!current) {
    const next = pending.data?.find((item) => !shown.has(item.id));
    if (next) setCurrent(next);
  }
  const currentId = current?.id;

  useEffect(() => {
    if (currentId) acknowledge(currentId);
  }, [currentId, acknowledge]);

  if (!signedIn || !current) return null;
  return (
    <Suspense fallback={null}>
      <CelebrationView
        key={current.id}
        pending={current}
        onClose={() => {
          setShown((before) => new Set(before).add(current.id));
          setCurrent(null);
        }}
      />
    </Suspense>
  );
}
