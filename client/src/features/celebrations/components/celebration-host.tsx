import { lazy, Suspense, useEffect, useState } from 'react';
import { useAcknowledgeCelebration } from '../api/acknowledge-celebration';
import { usePendingCelebrations } from '../api/get-celebrations';

// The popup, the card and their words load only when there is something to show: a visitor's landing page never needs them.
const CelebrationView = lazy(() => import('./celebration-view').then((m) => ({ default: m.CelebrationView })));

/**
 * Shows the signed-in user's pending celebrations on whatever screen they are on, one at a time, oldest first. Each is
 * acknowledged as it appears, so that neither a reload nor another device shows it again.
 */
export function CelebrationHost({ signedIn }: { signedIn: boolean }) {
  const pending = usePendingCelebrations(signedIn);
  const { mutate: acknowledge } = useAcknowledgeCelebration();
  // Shown during this visit: gone from the screen at once, whatever the server's list says until it is fetched again.
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set());
  const current = signedIn ? (pending.data?.find((item) => !shown.has(item.id)) ?? null) : null;
  const currentId = current?.id;

  useEffect(() => {
    if (currentId) acknowledge(currentId);
  }, [currentId, acknowledge]);

  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <CelebrationView key={current.id} pending={current} onClose={() => setShown((before) => new Set(before).add(current.id))} />
    </Suspense>
  );
}
