import { asQuestion, type Comment, type Question } from '@iec-bets/contracts';
import type { ReactNode } from 'react';
import { correctAnswerMark, ResultBars } from '@/components/result-bars';
import { ResultsHistory } from '@/components/results-history/results-history';
import { optionResults } from '@/lib/option-results';
import { CommentList } from './comment-list';
import { QuestionSummary } from '@/components/question/question-summary';
import { useOpensLater } from '@/components/question/use-opens-later';
import { HistoryLink } from '@/components/question/history-link';
import { Resolution } from '@/components/question/resolution';
import { QuestionShare } from './question-share';

/** SPEC section 9: the public page shows 3 comments of a question. */
export const PUBLIC_COMMENTS_SHOWN = 3;

export function PublicPredictionCard({
  question,
  userId,
  pick,
  comments,
  resolutionActions,
}: {
  question: Question;
  /** The reader, whose own pick (if any) the shared card tells. */
  userId: string;
  /** The option the reader picked, marked on the bars; undefined when they did not predict (or it is not read yet). */
  pick?: string | undefined;
  comments: Comment[];
  /** What the member may do about the resolution (another feature's, composed by the app). */
  resolutionActions?: ReactNode;
}) {
  const titleId = `public-${question.id}`;
  // Not open yet: no result or trend to show (its summary says when it opens), only the talk about it.
  const opensLater = useOpensLater(question);
  return (
    <article className="card prediction-card" aria-labelledby={titleId}>
      <QuestionSummary question={question} titleId={titleId} />
      {!opensLater && (
        <section aria-labelledby={`${titleId}-results`}>
          <h3 id={`${titleId}-results`}>Results</h3>
          <ResultBars
            results={optionResults(question)}
            marks={[correctAnswerMark(question), { optionId: pick, label: 'Your pick' }]}
            label={`Results: ${question.text}`}
          />
          <ResultsHistory
            questionId={question.id}
            closed={question.isResolved || question.isArchived}
            label={`Yes share over time: ${asQuestion(question.text)}`}
          />
        </section>
      )}
      <Resolution question={question} />
      <HistoryLink question={question} />
      {resolutionActions}
      <section className="prediction-discussion" aria-labelledby={`${titleId}-discussion`}>
        <h3 id={`${titleId}-discussion`}>Public Discussion</h3>
        <CommentList
          comments={comments}
          total={question.commentCount}
          limit={PUBLIC_COMMENTS_SHOWN}
          moreLabel={(count) => `+${count} more ${count === 1 ? 'comment' : 'comments'}`}
          emptyText="No comments yet."
        />
      </section>
      <QuestionShare question={question} userId={userId} />
    </article>
  );
}
