import type { Question } from '@iec-bets/contracts';
import { type ReactNode, useEffect, useRef } from 'react';
import { useUserAnswer } from '@/api/get-user-answer';
import { LoadingScreen } from '@/components/loading-screen';
import { useAnswerFlow } from '../hooks/use-answer-flow';
import type { AlertChoices } from '../lib/has-alert-on';
import { AnsweredCard } from './answered-card';
import { QuestionForm } from './question-form';
import { QuestionHeading } from './question-heading';
import { QuestionResults } from './question-results';
import { VoteRecorded } from './vote-recorded';

/** One question for a signed-in user: the answer form, then Vote Recorded, then (or if already answered) results. */
export interface QuestionScreenProps {
  userId: string;
  onInviteFriends?: () => void;
  /** Renders a question's discussion under its results (the discussion feature, composed by the app). */
  renderDiscussion?: (questionId: string) => ReactNode;
  /**
   * Told when the results follow a vote just made (the app celebrates it): after Vote Recorded's 3 s rather than at
   * once, so that the cheer never covers Vote Recorded and its share box.
   */
  onAnswered?: (question: Question, optionId: string) => void;
  /**
   * The player's alert choices: with a channel on, the next-questions card does not ask them to turn one on. (Passed
   * whole from the session's user, and judged here, in the members' code rather than the first page's.)
   */
  alerts?: AlertChoices;
}

export function DailyQuestion({
  question,
  userId,
  onInviteFriends,
  renderDiscussion,
  onAnswered,
  answeredAs = 'results',
  discussionCollapsed = false,
}: QuestionScreenProps & {
  question: Question;
  /** How an answered question shows: its full results, or (among several on home) a short card. */
  answeredAs?: 'results' | 'card';
  discussionCollapsed?: boolean;
}) {
  // A decided question takes no answer: no form to choose, and its results carry the player's pick.
  const answer = useUserAnswer(userId, question.id, !question.isResolved);
  const flow = useAnswerFlow();
  useCheerWhenResultsFollowTheVote(flow.state, question, onAnswered);
  // Only when they follow a vote just made, whose Vote Recorded had the focus; not on a page that opens on them.
  const takeFocus = flow.state.stage === 'results';
  const results = (
    <QuestionResults
      question={question}
      userId={userId}
      onInviteFriends={onInviteFriends}
      discussion={renderDiscussion?.(question.id)}
      discussionCollapsed={discussionCollapsed}
      takeFocus={takeFocus}
    />
  );
  const answered = (optionId: string) =>
    answeredAs === 'card' ? <AnsweredCard question={question} optionId={optionId} takeFocus={takeFocus} /> : results;
  // The flow goes first: once the vote is in, the refreshed answer must not skip the confirmation screen.
  if (flow.state.stage === 'recorded') return <VoteRecorded question={question} optionId={flow.state.optionId} />;
  if (flow.state.stage === 'results') return answered(flow.state.optionId);
  // Decided during its day: its results with the outcome, answered or not, whatever the screen does with answered
  // ones; the same results, in the same place, as an answered one's, so that they stay as the resolution comes in.
  if (question.isResolved) return results;
  if (answer.isPending) return <LoadingScreen text="Loading question..." />;
  if (answer.data) return answered(answer.data.optionId);
  // Named with its wording: a day has one or a few questions, and articles all named "Day 997 question" told a
  // screen reader's list of them apart by nothing.
  return (
    <article className="card daily-question" aria-label={`Day ${question.dayNumber} question: ${question.text}`}>
      <QuestionHeading question={question} />
      <QuestionForm
        question={question}
        userId={userId}
        onSubmitted={(optionId) => flow.recorded(optionId)}
      />
    </article>
  );
}

/** Calls `onAnswered` once, as the flow moves from Vote Recorded to the results of the vote just made. */
function useCheerWhenResultsFollowTheVote(
  state: ReturnType<typeof useAnswerFlow>['state'],
  question: Question,
  onAnswered: QuestionScreenProps['onAnswered'],
) {
  const told = useRef(false);
  useEffect(() => {
    if (state.stage !== 'results' || told.current) return;
    told.current = true;
    onAnswered?.(question, state.optionId);
  }, [state, question, onAnswered]);
}
