import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useEffectEvent } from 'react';
import { Link } from 'react-router-dom';
import { Announcement } from '@/components/announcement';
import { tabOutOfFootCard } from '@/components/tab-out-of-foot-card';
import { asQuestion } from '@iec-bets/contracts';
import { type WrongAnswer, wrongAnswerText } from '../celebration-texts';
import '../celebrations.css';

/** Long enough to read three lines twice over; the card then makes way. */
export const RESULT_CARD_MS = 8_000;
/** ... and for each further question the card tells of, time to read its three lines too. */
export const RESULT_CARD_MS_PER_MORE = 4_000;

/**
 * Resolutions that went against the user, told plainly: no confetti, no modal. The card sits at the foot of the
 * screen without taking the focus or hiding the page, is one more part of the page's Tab order, and goes by itself,
 * at Close, or when the user carries on.
 * Several wrong calls resolved together are one card, not a card each to dismiss in turn.
 */
export function WrongAnswerCard({ results, onClose }: { results: [WrongAnswer, ...WrongAnswer[]]; onClose: () => void }) {
  const close = useEffectEvent(onClose);
  const showFor = RESULT_CARD_MS + (results.length - 1) * RESULT_CARD_MS_PER_MORE;
  useEffect(() => {
    const timer = setTimeout(() => close(), showFor);
    return () => clearTimeout(timer);
  }, [showFor]);

  const [only] = results;
  return (
    <Dialog.Root open modal={false} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        {/* It takes no focus, so it says what it shows. */}
        <Announcement text={results.length === 1 ? `Question resolved. ${wrongAnswerText(only).outcome}.` : `${results.length} questions resolved.`} />
        <Dialog.Content
          className="foot-card result-card"
          onOpenAutoFocus={(event) => event.preventDefault()}
          // A part of the page's Tab order, not a loop to be caught in.
          onKeyDown={tabOutOfFootCard}
          // Several results have no one line to describe them: the list says it all.
          {...(results.length > 1 ? { 'aria-describedby': undefined } : {})}
        >
          <Dialog.Title className="result-card-title">{results.length === 1 ? 'Question resolved' : `${results.length} questions resolved`}</Dialog.Title>
          {results.length === 1 ? (
            <>
              <Dialog.Description className="result-card-outcome">{wrongAnswerText(only).outcome}</Dialog.Description>
              <WrongAnswerDetail result={only} />
            </>
          ) : (
            // Focusable, as a list that may scroll must be for a keyboard to scroll it.
            <ul className="result-card-list" aria-label="Resolved questions" tabIndex={0}>
              {results.map((result) => (
                <li key={result.id}>
                  <p className="result-card-outcome">{wrongAnswerText(result).outcome}</p>
                  <WrongAnswerDetail result={result} />
                </li>
              ))}
            </ul>
          )}
          <div className="result-card-actions">
            <Link to="/profile" className="button secondary small" onClick={onClose}>
              See your stats
            </Link>
            <Dialog.Close className="button primary small">OK</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The question and what the call cost. */
function WrongAnswerDetail({ result }: { result: WrongAnswer }) {
  return (
    <>
      <p className="result-card-question">{asQuestion(result.questionText)}</p>
      <p className="result-card-points">
        This prediction: <strong>{wrongAnswerText(result).points}</strong>
      </p>
    </>
  );
}
