import type { PendingCelebration } from '@iec-bets/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useEffectEvent } from 'react';
import { Link } from 'react-router-dom';
import { asQuestion } from '@/lib/as-question';
import { wrongAnswerText } from '../celebration-texts';
import '../celebrations.css';

/** Long enough to read three lines twice over; the card then makes way. */
export const RESULT_CARD_MS = 8_000;

/**
 * A resolution that went against the user, told plainly: no confetti, no modal. The card sits at the foot of the
 * screen without taking the focus or hiding the page, and goes by itself, at Close, or when the user carries on.
 */
export function WrongAnswerCard({ result, onClose }: { result: Extract<PendingCelebration, { type: 'wrong_answer' }>; onClose: () => void }) {
  const { outcome, points } = wrongAnswerText(result);
  const close = useEffectEvent(onClose);
  useEffect(() => {
    const timer = setTimeout(() => close(), RESULT_CARD_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <Dialog.Root open modal={false} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Content className="result-card" onOpenAutoFocus={(event) => event.preventDefault()}>
          <Dialog.Title className="result-card-title">Question resolved</Dialog.Title>
          <Dialog.Description className="result-card-outcome">{outcome}</Dialog.Description>
          <p className="result-card-question">{asQuestion(result.questionText)}</p>
          <p className="result-card-points">
            This prediction: <strong>{points}</strong>
          </p>
          <div className="result-card-actions">
            <Link to="/profile" className="button secondary small" onClick={onClose}>
              See your record
            </Link>
            <Dialog.Close className="button primary small">OK</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
