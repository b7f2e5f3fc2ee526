import { asQuestion, type Question } from '@iec-bets/contracts';
import { formatDateTime } from '@/lib/dates';
import { useOpenDisputes } from '../api/get-open-disputes';
import { QuestionActions } from './question-actions';
import { questionStatus } from './question-status';
import { focusPlace } from '@/hooks/focus-place';

export function QuestionRow({ question }: { question: Question }) {
  const status = questionStatus(question);
  const correct = question.options.find((option) => option.id === question.correctOptionId);
  // The same list the disputes panel shows, read once for the whole tab.
  const disputes = useOpenDisputes().data?.find((entry) => entry.question.id === question.id)?.disputes.length ?? 0;
  return (
    // A place to keep the keyboard (focus-place.ts): a step taken here that takes its own button away (Resolve,
    // Archive) leaves the focus on this row's heading, which names the question; the next Tab reaches what the row
    // offers now (Correct resolution after a resolve). One that takes the row away leaves it on its neighbour's.
    <li className="admin-question" aria-labelledby={`admin-question-${question.id}`} {...focusPlace}>
      <div className="admin-question-top">
        <span className={`badge admin-status admin-status-${status.toLowerCase()}`}>{status}</span>
        {disputes > 0 && <span className="badge disputed-count">{disputes === 1 ? '1 open dispute' : `${disputes} open disputes`}</span>}
        <span className="muted admin-question-date">Day {question.dayNumber} · {formatDateTime(question.date)}</span>
      </div>
      <h3 id={`admin-question-${question.id}`} className="admin-question-text" tabIndex={-1}>
        {asQuestion(question.text)}
      </h3>
      {question.context && <p className="muted">{question.context}</p>}
      <p className="admin-question-figures">
        {question.totalVotes} {question.totalVotes === 1 ? 'vote' : 'votes'} · {question.commentCount}{' '}
        {question.commentCount === 1 ? 'comment' : 'comments'}
        {correct && <> · Correct answer: {correct.text}</>}
      </p>
      <QuestionActions question={question} />
    </li>
  );
}
