import type { PendingCelebration } from '@iec-bets/contracts';
import { useMemo } from 'react';
import { CelebrationPopup } from '@/components/celebration/celebration-popup';
import { celebrationOf } from '../celebration-texts';
import { WrongAnswerCard } from './wrong-answer-card';

/** One pending celebration on screen: the popup for a cheer, the plain card for a wrong answer. */
export function CelebrationView({ pending, onClose }: { pending: PendingCelebration; onClose: () => void }) {
  // One object per celebration: the popup's timers start afresh whenever the object changes.
  const celebration = useMemo(() => (pending.type === 'wrong_answer' ? null : celebrationOf(pending)), [pending]);
  if (pending.type === 'wrong_answer') return <WrongAnswerCard result={pending} onClose={onClose} />;
  return <CelebrationPopup celebration={celebration} onClose={onClose} />;
}
