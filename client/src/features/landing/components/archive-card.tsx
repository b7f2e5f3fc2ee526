import type { Comment, Question } from '@iec-bets/contracts';
import { HistoryLink } from '@/components/question/history-link';
import { QuestionSummary } from '@/components/question/question-summary';
import { useOpensLater } from '@/components/question/use-opens-later';
import { Resolution } from '@/components/question/resolution';
import { correctAnswerMark, ResultBars } from '@/components/result-bars';
import { optionResults } from '@/lib/option-results';
import { PublicComments } from './public-comments';

/** One question of the public archive with its results and, once resolved, the verdict and its proof. */
export function ArchiveCard({ question, comments, onJoin }: { question: Question; comments: Comment[]; onJoin: () => void }) {
  // Not open yet: bars at 0% would read as a result (its summary says when it opens).
  const opensLater = useOpensLater(question);
  return (
    <article className="card archive-card" aria-labelledby={`archive-${question.id}`}>
      <QuestionSummary question={question} titleId={`archive-${question.id}`} headingLevel={3} />
      {!opensLater && (
        <ResultBars results={optionResults(question)} marks={[correctAnswerMark(question)]} label={`Results: ${question.text}`} />
      )}
      <Resolution question={question} />
      <HistoryLink question={question} />
      <PublicComments comments={comments} commentCount={question.commentCount} onJoin={onJoin} />
    </article>
  );
}
