import { correctAnswerMark, ResultBars } from '@/components/result-bars';
import { ResultsHistory } from '@/components/results-history/results-history';
import { optionResults } from '@/lib/option-results';
import { asQuestion, FRIEND_COMMENTS_SHOWN } from '@iec-bets/contracts';
import type { FriendCardData } from '../utils/friend-cards';
import { CommentList } from './comment-list';
import { QuestionSummary } from '@/components/question/question-summary';
import { useOpensLater } from '@/components/question/use-opens-later';
import { HistoryLink } from '@/components/question/history-link';
import { Resolution } from '@/components/question/resolution';

export function FriendPredictionCard({ activity: { question, friendAnswers, friendComments, friendCommentCount } }: { activity: FriendCardData }) {
  const titleId = `friends-${question.id}`;
  // Not open yet (a friend may talk of it already): no result or trend to show, as on the public card.
  const opensLater = useOpensLater(question);
  return (
    <article className="card prediction-card" aria-labelledby={titleId}>
      <QuestionSummary question={question} titleId={titleId} />
      <section aria-labelledby={`${titleId}-answers`}>
        <h3 id={`${titleId}-answers`}>Friend Predictions</h3>
        {friendAnswers.length === 0 ? (
          <p className="muted">No friend has predicted this one yet.</p>
        ) : (
          <ul className="plain-list friend-answers">
            {friendAnswers.map((answer) => (
              <li key={answer.friendId}>
                <strong>{answer.friendName}</strong> predicted <span className="friend-pick">{answer.optionText}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      {!opensLater && (
        <section aria-labelledby={`${titleId}-results`}>
          <h3 id={`${titleId}-results`}>Overall Results</h3>
          <ResultBars results={optionResults(question)} marks={[correctAnswerMark(question)]} label={`Overall results: ${question.text}`} />
          <ResultsHistory
            questionId={question.id}
            closed={question.isResolved || question.isArchived}
            label={`Yes share over time: ${asQuestion(question.text)}`}
          />
        </section>
      )}
      <Resolution question={question} />
      <HistoryLink question={question} />
      <section className="prediction-discussion" aria-labelledby={`${titleId}-discussion`}>
        <h3 id={`${titleId}-discussion`}>Friends' Discussion</h3>
        <CommentList
          comments={friendComments}
          total={friendCommentCount}
          limit={FRIEND_COMMENTS_SHOWN}
          moreLabel={(count) => `+${count} more friend ${count === 1 ? 'comment' : 'comments'}`}
          emptyText="No friend has commented yet."
        />
      </section>
    </article>
  );
}
