import { asQuestion } from '@/lib/as-question';

/** The hashtags every shared text carries, so posts about the game find each other. */
export const SHARE_HASHTAGS = '#IECBets #SAPolitics';

/**
 * How a pick reads in a shared post: yes and no as YES and NO. Older questions named their options option1 and
 * option2; those read the same way, so a post about them does not show an internal id.
 */
export function pickLabel(optionId: string, options: { id: string; text: string }[] = []): string {
  if (optionId === 'yes' || optionId === 'option1') return 'YES';
  if (optionId === 'no' || optionId === 'option2') return 'NO';
  return (options.find((option) => option.id === optionId)?.text ?? optionId).toUpperCase();
}

/** 'I predicted YES on "…?"', or an invitation to predict when there is no pick to tell. */
export function shareText({
  questionText,
  optionId,
  options,
  dayNumber,
  origin,
}: {
  questionText: string;
  optionId?: string | null;
  options?: { id: string; text: string }[];
  dayNumber?: number;
  origin: string;
}): string {
  const day = dayNumber === undefined ? '' : ` Day ${dayNumber}`;
  const lead = optionId ? `I predicted ${pickLabel(optionId, options)} on` : 'What do you predict:';
  return `${lead} "${asQuestion(questionText)}"${day} ${SHARE_HASHTAGS} ${origin}`;
}
