import type { Question } from '@iec-bets/contracts';
import { useUserAnswer } from '@/api/get-user-answer';
import { LoadingScreen } from '@/components/loading-screen';
import { AnswerSharePanel } from '@/components/share-panel/answer-share-panel';
import { SharePanel } from '@/components/share-panel/share-panel';
import { ShareToggle } from '@/components/share-panel/share-toggle';
import { shareText } from '@/components/share-panel/share-text';
import { optionResults } from '@/lib/option-results';

/** A card's Share: the reader's own card (their pick, and once resolved whether they called it), or an invitation. */
export function QuestionShare({ question, userId }: { question: Question; userId: string }) {
  return <ShareToggle>{() => <QuestionSharePanel question={question} userId={userId} />}</ShareToggle>;
}

function QuestionSharePanel({ question, userId }: { question: Question; userId: string }) {
  const answer = useUserAnswer(userId, question.id);
  if (answer.isPending) return <LoadingScreen text="Loading your pick..." />;
  if (answer.data) {
    return <AnswerSharePanel question={question} optionId={answer.data.optionId} split={optionResults(question)} title="Share your prediction" />;
  }
  return <SharePanel title="Share this question" text={shareText({ questionText: question.text, origin: window.location.origin })} />;
}
