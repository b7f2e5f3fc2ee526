import { asQuestion, percentage, type Question } from '@iec-bets/contracts';

/**
 * What a link to a page shows where it is pasted: WhatsApp, X, Facebook and Slack read the page's Open Graph tags,
 * and a search result its title and description. The game grows by players sharing their picks, so a shared link
 * shows the question it is about, not only the site's name.
 */
export interface LinkPreview {
  title: string;
  description: string;
}

const SITE_NAME = 'IEC Bets';

/** Every page but the few below: the site itself (the tagline index.html carries for a page the server does not write). */
export const SITE_PREVIEW: LinkPreview = { title: SITE_NAME, description: 'IEC Bets: prove you saw it coming before anyone else.' };

/**
 * Apps cut a long description themselves, mid-word; cut here, at a word, it reads whole. Facebook shows about 200
 * characters, WhatsApp fewer.
 */
const DESCRIPTION_MAX = 200;

function clipped(text: string, max = DESCRIPTION_MAX): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

const count = (n: number) => n.toLocaleString('en-ZA');

/**
 * The home page, where a shared open question leads (share-text.ts): today's question, or today's questions. Never
 * how the nation has split so far: a player sees that once they have answered, and a preview would give it away.
 */
export function todayPreview(questions: readonly Question[]): LinkPreview {
  const [first] = questions;
  if (!first) return SITE_PREVIEW;
  if (questions.length === 1) {
    return { title: asQuestion(first.text), description: `Day ${first.dayNumber} on IEC Bets: make your prediction, then see how South Africa answered.` };
  }
  return {
    title: `Today's ${questions.length} questions on IEC Bets`,
    description: clipped(questions.map((question) => asQuestion(question.text)).join(' · ')),
  };
}

/**
 * A question's history page, where a shared resolved question leads: the question, and once it is resolved, its
 * answer and how many of those who predicted it called it.
 */
export function questionPreview(question: Question): LinkPreview {
  const title = asQuestion(question.text);
  const correct = question.isResolved ? question.results.find((option) => option.optionId === question.correctOptionId) : undefined;
  if (!correct) {
    return { title, description: `Day ${question.dayNumber} on IEC Bets: every step of this question, as our log recorded it.` };
  }
  const calledIt =
    question.totalVotes === 0
      ? 'Nobody predicted it.'
      : question.totalVotes === 1
        ? `The one South African who predicted it ${correct.count === 1 ? 'called' : 'missed'} it.`
        : `${percentage(correct.count, question.totalVotes)}% of the ${count(question.totalVotes)} South Africans who predicted it called it.`;
  const summary = question.resolutionSummary?.trim();
  return { title, description: clipped(`The answer: ${correct.optionText}. ${calledIt}${summary ? ` ${summary}` : ''}`) };
}
