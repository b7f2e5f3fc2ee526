import type { Question } from '@iec-bets/contracts';
import type { ReactNode } from 'react';
import { LoadingScreen } from '@/components/loading-screen';
import { useUserAnswer } from '../api/get-user-answer';
import { useAnswerFlow } from '../hooks/use-answer-flow';
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
  /** Told when the user's answer is in (the app celebrates it). */
  onAnswered?: (question: Question, optionId: string) => void;
}

export function DailyQuestion({ question, userId, onInviteFriends, renderDiscussion, onAnswered }: QuestionScreenProps & { question: Question }) {
  const results = (
    <QuestionResults question={question} userId={userId} onInviteFriends={onInviteFriends} discussion={renderDiscussion?.(question.id)} />
  );
  const answer = useUserAnswer(userId, question.id);
  const flow = useAnswerFlow();

  // The flow goes first: once the vote is in, the refreshed answer must not skip the confirmation screen.
  if (flow.state.stage === 'recorded') return <VoteRecorded question={question} optionId={flow.state.optionId} />;
  if (flow.state.stage === 'results') return results;
  if (answer.isPending) return <LoadingScreen text="Loading question..." />;
  if (answer.data) return results;

  return (
    <article className="card daily-question" aria-label={`Day ${question.dayNumber} question`}>
      <QuestionHeading question={question} />
      <QuestionForm
        question={question}
        userId={userId}
        onSubmitted={(optionId) => {
          flow.recorded(optionId);
          onAnswered?.(question, optionId);
        }}
      />
    </article>
  );
}
