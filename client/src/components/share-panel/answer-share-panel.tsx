import { SharePanel } from './share-panel';
import { type NationalSplit, questionLink, shareCard, type SharedQuestion } from './share-text';

/** The share panel of a question the user has answered: their card, with the split when the screen has it. */
export function AnswerSharePanel({
  question,
  optionId,
  split,
  title = 'Share your prediction',
  className,
}: {
  question: SharedQuestion;
  optionId: string;
  split?: NationalSplit | null;
  title?: string;
  className?: string;
}) {
  const origin = window.location.origin;
  return (
    <SharePanel
      className={className}
      title={title}
      text={shareCard({ question, optionId, split, origin })}
      link={questionLink(question, origin)}
    />
  );
}
