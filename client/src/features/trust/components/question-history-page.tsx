import { asQuestion, type PublicHistory, type Question, type UserAnswerRead } from '@iec-bets/contracts';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useUserAnswer } from '@/api/get-user-answer';
import { LoadingScreen } from '@/components/loading-screen';
import { ApiError } from '@/lib/api-error';
import { usePublicHistory } from '../api/get-public-history';
import { usePublishedQuestion } from '../api/get-published-question';
import type { StepCheck } from '../utils/check-chain';
import { describeStep, draftedOptions, draftedText } from '../utils/describe-step';
import { ChainCheck } from './chain-check';
import { HistoryTimeline } from './history-timeline';
import { QuestionOutcome } from './question-outcome';
import '../trust.css';

function NoHistory() {
  return (
    <section className="screen empty-state" aria-labelledby="no-history-title">
      <h1 id="no-history-title">No public history here</h1>
      <p className="muted">
        Only published questions have a public history. This one is not published yet, or the link is not quite right.
      </p>
      <Link to="/" className="button primary">
        Back to today's question
      </Link>
    </section>
  );
}

function History({
  history,
  publishedQuestion,
  pick,
}: {
  history: PublicHistory;
  publishedQuestion: Question | undefined;
  pick: UserAnswerRead | undefined;
}) {
  const { entries } = history;
  const steps = useMemo(() => {
    const options = draftedOptions(entries);
    return entries.map((entry) => describeStep(entry, options));
  }, [entries]);
  // A check belongs to the history it ran on: a refetched history shows no stale verdicts.
  const [checked, setChecked] = useState<{ history: PublicHistory; checks: StepCheck[] } | null>(null);
  const checks = checked?.history === history ? checked.checks : null;
  const question = draftedText(entries);
  const decided = entries.some((entry) => entry.type === 'QuestionResolved');
  const deleted = entries.some((entry) => entry.type === 'QuestionDeleted');

  return (
    <article className="screen trust-page" aria-labelledby="history-title">
      <header className="trust-header">
        <p className="trust-eyebrow">Question history</p>
        <h1 id="history-title">{decided ? 'How this question was decided' : 'The history of this question'}</h1>
        {question && <p className="trust-question">{asQuestion(question)}</p>}
      </header>
      {/* None for a deleted question: its counts and outcome are no longer served, only its history. */}
      {publishedQuestion && <QuestionOutcome question={publishedQuestion} pick={pick} />}
      <div className="trust-intro">
        <p className="trust-lead">
          Every step of this question, oldest first, as our log recorded it. Each step carries a hash: a fingerprint of
          the step and of the step before it, so no step can be changed later without it showing.
        </p>
        {deleted && <p className="trust-note">This question was deleted. Its history stays public.</p>}
      </div>
      <ChainCheck
        key={entries.at(-1)?.hash}
        history={history}
        titles={steps.map((step) => step.title)}
        onChecked={(result) => setChecked({ history, checks: result })}
      />
      <section className="trust-section" aria-labelledby="steps-title">
        <h2 id="steps-title">
          {entries.length} {entries.length === 1 ? 'step' : 'steps'}
        </h2>
        <HistoryTimeline entries={entries} steps={steps} checks={checks} />
      </section>
    </article>
  );
}

/**
 * /questions/:id/history: a published question's public history, for anyone, and a check of its hash chain. `userId`:
 * the signed-in member's, whose own prediction the summary marks.
 */
export function QuestionHistoryPage({ questionId, userId }: { questionId: string; userId?: string }) {
  const history = usePublicHistory(questionId);
  // Asked beside the history, and waited for, so that the summary does not push the steps down as it comes in; a
  // failure leaves the summary out, not the history.
  const publishedQuestion = usePublishedQuestion(questionId);
  // The same for the pick of the member who opened the page: a failed read leaves the pick out, not the summary.
  // Someone who signs in on the page keeps it as it is (the check of its chain included) while their pick comes. A
  // visitor asks nothing (a query never enabled stays pending without fetching, hence `isLoading`).
  const answer = useUserAnswer(userId ?? '', questionId, userId !== undefined);
  const [openedBy] = useState(userId);
  if (history.isPending || publishedQuestion.isPending || (answer.isLoading && userId === openedBy)) {
    return <LoadingScreen text="Loading the history..." />;
  }
  if (history.isError) {
    if (history.error instanceof ApiError && history.error.status === 404) return <NoHistory />;
    return (
      <section className="screen empty-state">
        <p role="alert">Could not load this history. Please try again.</p>
        <button type="button" className="button secondary" onClick={() => void history.refetch()}>
          Try again
        </button>
      </section>
    );
  }
  return <History history={history.data} publishedQuestion={publishedQuestion.data} pick={answer.data ?? undefined} />;
}
