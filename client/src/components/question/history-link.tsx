import type { Question } from '@iec-bets/contracts';
import { Link } from 'react-router-dom';
import './history-link.css';

/**
 * The way from a question's card to its public history: once resolved, how the outcome came about; while open,
 * its history so far. The question's text is in the name, so that a page of cards keeps each link distinct. Every card
 * that shows a question's outcome offers it: the Verify page tells readers to follow it from "a question's card".
 */
export function HistoryLink({ question }: { question: Pick<Question, 'id' | 'text' | 'isResolved'> }) {
  const text = question.isResolved ? 'How this question was decided' : 'History';
  return (
    <p className="history-link">
      <Link to={`/questions/${encodeURIComponent(question.id)}/history`} aria-label={`${text}: ${question.text}`}>
        {text}
      </Link>
    </p>
  );
}
