import { useMemo } from 'react';
import { CelebrationPopup } from '@/components/celebration/celebration-popup';
import type { CelebrationGroup } from '../celebration-group';
import { celebrationOfGroup } from '../celebration-texts';
import { WrongAnswerCard } from './wrong-answer-card';

/** The pending celebrations shown together: cheers as one popup, wrong answers as one plain card. */
export function CelebrationView({ group, onClose }: { group: CelebrationGroup; onClose: () => void }) {
  // One object per group: the popup's timers start afresh whenever the object changes.
  const celebration = useMemo(() => (group.kind === 'cheers' ? celebrationOfGroup(group.items) : null), [group]);
  if (group.kind === 'wrong_answers') return <WrongAnswerCard results={group.items} onClose={onClose} />;
  return <CelebrationPopup celebration={celebration} onClose={onClose} />;
}
