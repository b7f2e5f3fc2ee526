import { asQuestion, type Question } from '@iec-bets/contracts';
import { Link } from 'react-router-dom';
import { correctAnswerMark, ResultBars } from '@/components/result-bars';
import { AnswerSharePanel } from '@/components/share-panel/answer-share-panel';
import { ShareToggle } from '@/components/share-panel/share-toggle';
import { takeDroppedFocus } from '@/lib/take-dropped-focus';
import { optionResults } from '@/lib/option-results';

/**
 * An answered question on home, kept short so the open ones stay in view: how the nation split so far, the pick marked
 * in it, and Share. The full results and the discussion are a tap away on /vote.
 */
export function AnsweredCard({ question, optionId, takeFocus = false }: { question: Question; optionId: string; takeFocus?: boolean }) {
  const titleId = `answered-${question.id}`;
  const split = optionResults(question);
  return (
    <article className="card answered-card" aria-labelledby={titleId}>
      <p className="answered-card-top">
        <span className="day-badge">Day {question.dayNumber}</span> <span className="answered-mark">✓ Answered</span>
      </p>
      {/* In place of Vote Recorded, whose heading had the focus: the card's title takes it over. */}
      <h3 id={titleId} className="answered-card-title" ref={takeFocus ? takeDroppedFocus : undefined} tabIndex={takeFocus ? -1 : undefined}>
        {asQuestion(question.text)}
      </h3>
      {/* Resolved while the card was on screen (the vote just made): the right answer in colour, the pick in words. */}
      <ResultBars
        results={split}
        marks={[correctAnswerMark(question), { optionId, label: 'Your pick' }]}
        label={`National results: ${asQuestion(question.text)}`}
      />
      <p className="muted">
        {question.totalVotes.toLocaleString('en-ZA')} South {question.totalVotes === 1 ? 'African' : 'Africans'} voted
        {question.isResolved ? '' : ' · the result comes when the question is resolved'}
      </p>
      <div className="answered-card-actions">
        <ShareToggle label="Share">{() => <AnswerSharePanel question={question} optionId={optionId} split={split} />}</ShareToggle>
        <Link to="/vote" className="button small secondary">
          Results &amp; discussion
        </Link>
      </div>
    </article>
  );
}
