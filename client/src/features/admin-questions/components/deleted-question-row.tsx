import { asQuestion, type DeletedQuestion } from '@iec-bets/contracts';
import { formatDateTime } from '@/lib/dates';
import { deletedQuestionState } from './deleted-question-state';
import { describeActor } from './history-step';
import { QuestionHistoryDialog } from './question-history-dialog';

/** One deleted question: what it was, when and by whom it was deleted, and its history, which the log keeps whole. */
export function DeletedQuestionRow({ question }: { question: DeletedQuestion }) {
  const titleId = `admin-deleted-${question.id}`;
  const subject = { id: question.id, text: question.text, options: question.options, isPublished: question.wasPublished };
  return (
    <li className="admin-question" aria-labelledby={titleId}>
      <div className="admin-question-top">
        <span className="badge admin-status admin-status-deleted">Deleted</span>
        <span className="muted admin-question-date">
          Day {question.dayNumber} · {formatDateTime(question.date)}
        </span>
      </div>
      <h3 id={titleId} className="admin-question-text">
        {asQuestion(question.text)}
      </h3>
      <p className="admin-question-figures">
        Deleted on <time dateTime={question.deletedAt}>{formatDateTime(question.deletedAt)}</time> {describeActor(question.deletedBy)}
      </p>
      <p className="admin-question-figures">
        {deletedQuestionState(question)} · {question.totalVotes} {question.totalVotes === 1 ? 'vote' : 'votes'}
      </p>
      <div className="admin-actions">
        <QuestionHistoryDialog question={subject} />
      </div>
    </li>
  );
}
