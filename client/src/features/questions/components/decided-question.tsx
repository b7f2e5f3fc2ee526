import type { Question } from '@iec-bets/contracts';
import type { QuestionScreenProps } from './daily-question';
import { QuestionResults } from './question-results';

/**
 * One of today's questions already resolved: its results with the outcome, the player's pick among them, and its
 * discussion, which goes on. Answered or not, it takes no answer now: no form, only what was decided.
 */
export function DecidedQuestion({
  question,
  userId,
  onInviteFriends,
  renderDiscussion,
  discussionCollapsed,
}: QuestionScreenProps & { question: Question; discussionCollapsed: boolean }) {
  return (
    <QuestionResults
      question={question}
      userId={userId}
      onInviteFriends={onInviteFriends}
      discussion={renderDiscussion?.(question.id)}
      discussionCollapsed={discussionCollapsed}
    />
  );
}
