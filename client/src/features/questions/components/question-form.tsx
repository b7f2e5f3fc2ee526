import { type Question, percentage } from '@iec-bets/contracts';
import { useState } from 'react';
import { PendingButton } from '@/components/form/pending-button';
import { useToast } from '@/components/toast/toast-context';
import { errorMessage } from '@/lib/api-error';
import { usePublicResults } from '../api/get-public-results';
import { useSubmitAnswer } from '../api/submit-answer';
import { replayableAs } from '@/lib/replayable';
import { forgetVisitorPick, visitorPickFor } from '@/lib/visitor-pick';
import { AFTER_SIGN_IN } from '@/lib/focus-after-sign-in';
import { forgetAnswerPick, keptAnswerPick } from '../lib/kept-answer-pick';

/**
 * The options as buttons (with the live share and count once anyone has voted); picking one shows the submit button.
 * A visitor's pick on the landing page comes through signing in picked already.
 */
export function QuestionForm({ question, userId, onSubmitted }: { question: Question; userId: string; onSubmitted: (optionId: string) => void }) {
  const [picked, setPicked] = useState<string | null>(null);
  // Read once, as the form first shows: what it shows then follows the member's taps, not the storage behind it.
  const [carried] = useState(() => carriedPick(question, userId));
  const selected = picked ?? carried?.id ?? null;
  const showsCarried = carried !== null && selected === carried.id;
  const live = usePublicResults(question.id).data;
  const submit = useSubmitAnswer(userId);
  const toast = useToast();
  const totalVotes = live?.totalVotes ?? question.totalVotes;

  function votesFor(optionId: string): number {
    if (live) return live.results.find((result) => result.optionId === optionId)?.votes ?? 0;
    return question.results.find((result) => result.optionId === optionId)?.count ?? 0;
  }

  function send() {
    if (!selected) return;
    submit.mutate(
      { questionId: question.id, optionId: selected },
      {
        onSuccess: () => {
          forgetVisitorPick(question.id);
          toast({ title: 'Answer Submitted' });
          onSubmitted(selected);
        },
        onError: (error) => toast({ title: errorMessage(error, 'Failed to submit answer'), variant: 'destructive' }),
      },
    );
  }

  return (
    <div className="question-form">
      <div className="options" role="group" aria-label="Your prediction">
        {question.options.map((option) => {
          const votes = votesFor(option.id);
          return (
            <button
              key={option.id}
              type="button"
              className={`option option-${option.id}${selected === option.id ? ' selected' : ''}`}
              aria-pressed={selected === option.id}
              // A pick tapped on the picture of this screen is made here once the app takes over (app/page-snapshot.ts).
              {...replayableAs(`option:${question.id}:${option.id}`)}
              onClick={() => {
                setPicked(option.id);
                // Picking again is choosing now: a pick kept from an ended session is not to come back after it.
                forgetAnswerPick(userId, question.id);
              }}
            >
              <span className="option-text">{option.text.toUpperCase()}</span>{' '}
              {totalVotes > 0 && (
                <span className="option-live">
                  {percentage(votes, totalVotes)}% · {votes.toLocaleString('en-ZA')} {votes === 1 ? 'vote' : 'votes'}
                </span>
              )}
            </button>
          );
        })}
      </div>
      {showsCarried && (
        <p className="carried-pick" id={`carried-pick-${question.id}`}>You picked {carried?.text.toUpperCase()} before signing in: submit it to make it count.</p>
      )}
      {selected && (
        <PendingButton
          className="button primary submit-prediction"
          onClick={send}
          pending={submit.isPending}
          aria-describedby={showsCarried ? `carried-pick-${question.id}` : undefined}
          // Where the keyboard goes on from once signing in has taken away the YES or NO that opened the dialog.
          {...(showsCarried && { [AFTER_SIGN_IN]: '' })}
        >
          [ SUBMIT PREDICTION ]
        </PendingButton>
      )}
      <p className="muted footer-note">One answer per day</p>
    </div>
  );
}

/**
 * The option picked before signing in, which the form starts from: a visitor's on the landing page
 * (lib/visitor-pick.ts), or this member's own whose submission met the end of their session (kept-answer-pick.ts).
 * A member's screen is never hydrated (the server's picture of it is replaced, see app/page-snapshot.ts), so the
 * browser's storage may be read as it renders; the server's picture, which has none, shows no pick.
 */
function carriedPick(question: Question, userId: string): Question['options'][number] | null {
  const pickedId = visitorPickFor(question.id) ?? keptAnswerPick(userId, question.id);
  return question.options.find((option) => option.id === pickedId) ?? null;
}
