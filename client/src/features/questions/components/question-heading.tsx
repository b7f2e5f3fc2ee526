import { asQuestion, type Question } from '@iec-bets/contracts';
import { formatLongDate } from '@/lib/dates';

/** 'Day N' with the date, then the question and its context. */
export function QuestionHeading({ question, headingLevel = 2 }: { question: Question; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <header className="question-heading">
      <p className="question-day">
        <span className="day-badge">Day {question.dayNumber}</span> <time dateTime={question.date}>{formatLongDate(question.date)}</time>
      </p>
      <Heading className="question-text">{asQuestion(question.text)}</Heading>
      {question.context && <p className="question-context">{question.context}</p>}
    </header>
  );
}
