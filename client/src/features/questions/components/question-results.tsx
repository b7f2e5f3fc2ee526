import { asQuestion, type Question } from '@iec-bets/contracts';
import type { ReactNode } from 'react';
import { LoadingScreen } from '@/components/loading-screen';
import { HistoryLink } from '@/components/question/history-link';
import { Resolution } from '@/components/question/resolution';
import { correctAnswerMark, ResultBars } from '@/components/result-bars';
import { ResultsHistory } from '@/components/results-history/results-history';
import { useQuestionResults } from '../api/get-question-results';
import { AnswerSharePanel } from '@/components/share-panel/answer-share-panel';
import { ShareToggle } from '@/components/share-panel/share-toggle';
import { bringIntoSight } from '@/lib/bring-into-sight';
import { takeDroppedFocus } from '@/lib/take-dropped-focus';
import { DiscussionDisclosure } from './discussion-disclosure';

/**
 * 'Day N Results': the nation's answers, Share, and the friends' answers. Where the user stands is the screen's to show
 * once, beside all its questions, not under each.
 */
export function QuestionResults({
  question,
  userId,
  onInviteFriends,
  discussion,
  discussionCollapsed = false,
  takeFocus = false,
}: {
  question: Question;
  userId: string;
  /** Shown in place of Vote Recorded, whose heading had the focus: the results' heading takes it over. */
  takeFocus?: boolean;
  onInviteFriends?: () => void;
  /** The question's discussion, which another feature provides. */
  discussion?: ReactNode;
  /** On a screen of several questions each discussion waits behind a button. */
  discussionCollapsed?: boolean;
}) {
  const results = useQuestionResults(question.id, userId, question.isResolved || question.isArchived);

  if (results.isPending) return <LoadingScreen text="Loading results..." />;
  if (results.isError) return <p role="alert">Failed to fetch results</p>;
  const { results: options, totalVotes, friendAnswers, userAnswer } = results.data;

  return (
    <section className="question-results" aria-labelledby={`results-${question.id}`}>
      <h2 id={`results-${question.id}`} ref={takeFocus ? takeDroppedFocus : undefined} tabIndex={takeFocus ? -1 : undefined}>
        Day {question.dayNumber} Results
      </h2>
      <p className="question-text">{asQuestion(question.text)}</p>
      {/* A question decided during its day stays on the player's screens, with its outcome. */}
      <Resolution question={question} />
      <section className="card">
        <h3>National Results</h3>
        {/* Once decided, the right answer in colour and the pick beside it in words, be it the same option or not. */}
        <ResultBars
          results={options}
          marks={[correctAnswerMark(question), { optionId: userAnswer?.optionId, label: 'Your pick' }]}
          label="National results"
        />
        <p className="muted" ref={takeFocus ? keepTheCountInSight : undefined}>
          {totalVotes.toLocaleString('en-ZA')} South {totalVotes === 1 ? 'African' : 'Africans'} voted
        </p>
        <ResultsHistory
          questionId={question.id}
          closed={question.isResolved || question.isArchived}
          label={`Yes share over time: ${asQuestion(question.text)}`}
        />
        <HistoryLink question={question} />
        {userAnswer && (
          <ShareToggle label="Share your prediction">
            {() => <AnswerSharePanel question={question} optionId={userAnswer.optionId} split={options} title="Your card to share" />}
          </ShareToggle>
        )}
      </section>
      <section className="card">
        <h3>Friends' Answers</h3>
        {friendAnswers.length === 0 ? (
          <>
            <p className="muted">No friends have answered yet</p>
            {onInviteFriends && (
              <button type="button" className="button secondary" onClick={onInviteFriends}>
                Invite Friends
              </button>
            )}
          </>
        ) : (
          <ul className="plain-list">
            {friendAnswers.map((answer) => (
              <li key={answer.friendId}>
                <strong>{answer.friendName}</strong> predicted {answer.optionText}
              </li>
            ))}
          </ul>
        )}
      </section>
      {discussion && discussionCollapsed ? <DiscussionDisclosure commentCount={question.commentCount}>{discussion}</DiscussionDisclosure> : discussion}
    </section>
  );
}

/**
 * How far down the window the nation's count may end after a vote. The cheer at the foot of /vote and a phone's
 * navigation under it take the lower 43% of a 320x740 phone's window (a desktop's cheer, a quarter at most).
 */
const COUNT_SEEN_DOWN_TO = 0.55;

/**
 * Results that follow a vote start at the top of the window when the nation's split and count would end lower than
 * that: on a phone the cheer for the vote covered the very figures the player voted to see. Once, as the results
 * appear (the function is the same on every render, so React calls it on mount alone): a later update of the count
 * leaves the page alone.
 */
function keepTheCountInSight(count: HTMLParagraphElement | null): void {
  const heading = count?.closest('.question-results')?.querySelector<HTMLElement>(':scope > h2') ?? null;
  // Only where the heading took over the focus the vote dropped: a player who has moved on (to the next question,
  // a share button) stays where they are.
  if (!heading || document.activeElement !== heading) return;
  bringIntoSight(heading, { through: count, seenDownTo: COUNT_SEEN_DOWN_TO });
}
