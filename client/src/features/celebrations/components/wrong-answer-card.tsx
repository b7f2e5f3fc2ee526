import type { PendingCelebration } from '@iec-bets/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { Link } from 'react-router-dom';
import { DialogPanel } from '@/components/dialog-panel';
import { asQuestion } from '@/lib/as-question';
import { wrongAnswerText } from '../celebration-texts';
import '../celebrations.css';

/**
 * A resolution that went against the user: told plainly, with no confetti, so that a celebration keeps meaning
 * something. It stays until closed, since there is nothing to cheer past.
 */
export function WrongAnswerCard({ result, onClose }: { result: Extract<PendingCelebration, { type: 'wrong_answer' }>; onClose: () => void }) {
  const { outcome, points } = wrongAnswerText(result);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <DialogPanel title="Question resolved" description={outcome} descriptionClassName="result-card-outcome" className="result-card">
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
      </DialogPanel>
    </Dialog.Root>
  );
}
