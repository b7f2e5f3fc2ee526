import { asQuestion } from '@iec-bets/contracts';

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

/** An invitation to predict, for a question shared by someone with no pick of their own to tell. */
export function shareText({ questionText, origin }: { questionText: string; origin: string }): string {
  return `What do you predict: "${asQuestion(questionText)}" ${SHARE_HASHTAGS} ${origin}`;
}

/** The question as a shared card needs it (a subset of the contracts' Question, so a test can write one by hand). */
export interface SharedQuestion {
  id: string;
  text: string;
  dayNumber: number;
  options: { id: string; text: string }[];
  isResolved: boolean;
  correctOptionId: string | null;
}

/** How the nation split, when the sharer has it: each option's rounded share. */
export type NationalSplit = { optionId: string; text: string; percentage: number }[];

/** Where a shared card leads: today's open questions are on the home page; a settled one has its own history page. */
export function questionLink(question: Pick<SharedQuestion, 'id' | 'isResolved'>, origin: string): string {
  return question.isResolved ? `${origin}/questions/${encodeURIComponent(question.id)}/history` : `${origin}/`;
}

/**
 * The Wordle-like card a player shares once they have answered: the day, the question, their pick, how the nation
 * split and, once the question is resolved, whether they called it. It never names anyone else's pick, and while the
 * question is open it does not tell who is right: the split is the only thing about others it shows, and only the
 * sharer (who has voted) has it.
 */
export function shareCard({
  question,
  optionId,
  split,
  origin,
}: {
  question: SharedQuestion;
  optionId: string;
  /** Omitted when the split is not known yet: the card then leaves the line out rather than guessing. */
  split?: NationalSplit | null;
  origin: string;
}): string {
  const lines = [`IEC Bets · Day ${question.dayNumber}`, asQuestion(question.text), `My pick: ${pickLabel(optionId, question.options)}`];
  if (split && split.length > 0) {
    lines.push(`🇿🇦 ${split.map((option) => `${option.percentage}% ${option.text}`).join(' · ')}`);
  }
  if (question.isResolved && question.correctOptionId) {
    lines.push(question.correctOptionId === optionId ? '✅ Called it' : '❌ Missed it');
  } else {
    lines.push('⏳ Waiting for the result');
  }
  lines.push(questionLink(question, origin), SHARE_HASHTAGS);
  return lines.join('\n');
}
