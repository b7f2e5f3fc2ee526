import { lazy, Suspense, useEffect, useState } from 'react';
import { useAcknowledgeCelebrations } from '../api/acknowledge-celebration';
import { usePendingCelebrations } from '../api/get-celebrations';
import { type CelebrationGroup, nextCelebrationGroup } from '../celebration-group';

// The popup, the card and their words load only when there is something to show: a visitor's landing page never needs them.
const CelebrationView = lazy(() => import('./celebration-view').then((m) => ({ default: m.CelebrationView })));

/**
 * Shows the signed-in user's pending celebrations on whatever screen they are on: every cheer waiting in one popup,
 * then every wrong call waiting on one plain card (see `nextCelebrationGroup`). Each is acknowledged as it appears,
 * so that neither a reload nor another device shows it again.
 *
 * The group on screen stays until it is closed: the server's list leaves it out from the moment it is acknowledged,
 * and a refetch then (a friend's change, a resolution, coming back to the tab) must not take it away unseen, as it did
 * when its view's code was still loading on a slow phone.
 */
export function CelebrationHost({ signedIn }: { signedIn: boolean }) {
  const pending = usePendingCelebrations(signedIn);
  const { mutate: acknowledge } = useAcknowledgeCelebrations();
  // Shown during this visit: never shown again, whatever the server's list says until it is fetched again.
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set());
  const [current, setCurrent] = useState<CelebrationGroup | null>(null);
  // Adjusted while rendering, as React advises for state that follows other state: the next group once none is on
  // screen, and nothing once signed out.
  if (!signedIn) {
    if (current) setCurrent(null);
  } else if (!current && pending.data) {
    const next = nextCelebrationGroup(pending.data, shown);
    if (next) setCurrent(next);
  }

  useEffect(() => {
    if (current) acknowledge(current.items.map((item) => item.id));
  }, [current, acknowledge]);

  if (!signedIn || !current) return null;
  return (
    <Suspense fallback={null}>
      <CelebrationView
        // A group never repeats an id already shown: its first names it.
        key={current.items[0].id}
        group={current}
        onClose={() => {
          setShown((before) => new Set([...before, ...current.items.map((item) => item.id)]));
          setCurrent(null);
        }}
      />
    </Suspense>
  );
}
