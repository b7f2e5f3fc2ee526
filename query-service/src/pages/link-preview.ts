import { asQuestion, type Question } from '@iec-bets/contracts';
import { pictureVersion } from '../pictures/picture-version.js';
import { previewPicture } from '../pictures/preview-picture.js';
import { calledIt, clipped } from './preview-words.js';

/**
 * What a link to a page shows where it is pasted: WhatsApp, X, Facebook and Slack read the page's Open Graph tags,
 * and a search result its description. The game grows by players sharing their picks, so a shared link shows the
 * question it is about, not only the site's name.
 */
export interface LinkPreview {
  title: string;
  description: string;
  /** The page's own address on the site, the same however the link was typed; none for a page with no preview of its own. */
  canonicalPath?: string;
  /** A picture of the question the page is about (GET /api/questions/{id}/picture); the site's own otherwise. */
  picture?: { path: string; alt: string };
}

/**
 * A question's picture, described for those who cannot see it by what it shows first. Its address names the version
 * of what it shows: apps keep a picture by its address, well past any caching header, so a question shared while
 * open and shared again once decided gets a new address, and so the new picture.
 */
const questionPicture = (question: Question, alt: string) => ({
  path: `/api/questions/${encodeURIComponent(question.id)}/picture?v=${pictureVersion(previewPicture(question))}`,
  alt,
});

export const SITE_NAME = 'IEC Bets';

/** Every page but the few below: the site itself (the tagline index.html carries for a page the server does not write). */
export const SITE_PREVIEW: LinkPreview = { title: SITE_NAME, description: 'IEC Bets: prove you saw it coming before anyone else.' };

/**
 * The home page, where a shared open question leads (share-text.ts): today's question, or today's questions. Never
 * how the nation has split so far: an app keeps a preview for days, in a chat where the split has long moved on, and
 * the invitation is to predict before looking.
 */
export function todayPreview(questions: readonly Question[]): LinkPreview {
  const [first] = questions;
  if (!first) return { ...SITE_PREVIEW, canonicalPath: '/' };
  if (questions.length === 1) {
    const title = asQuestion(first.text);
    return {
      title,
      description: `Day ${first.dayNumber} on IEC Bets: make your prediction, then see how South Africa answered.`,
      canonicalPath: '/',
      picture: questionPicture(first, `Today's question on IEC Bets: ${title}`),
    };
  }
  return {
    title: `Today's ${questions.length} questions on IEC Bets`,
    description: clipped(questions.map((question) => asQuestion(question.text)).join(' · ')),
    canonicalPath: '/',
  };
}


/**
 * A question's history page, where a shared resolved question leads: the question, and once it is resolved, its
 * answer and how many of those who predicted it called it.
 */
export function questionPreview(question: Question): LinkPreview {
  const title = asQuestion(question.text);
  const canonicalPath = `/questions/${encodeURIComponent(question.id)}/history`;
  const correct = question.isResolved ? question.results.find((option) => option.optionId === question.correctOptionId) : undefined;
  if (!correct) {
    return {
      title,
      description: `Day ${question.dayNumber} on IEC Bets: every step of this question, as our log recorded it.`,
      canonicalPath,
      picture: questionPicture(question, `IEC Bets, day ${question.dayNumber}: ${title}`),
    };
  }
  const summary = question.resolutionSummary?.trim();
  const called = calledIt(correct.count, question.totalVotes);
  const description = `The answer: ${correct.optionText}. ${called}${summary ? ` ${summary}` : ''}`;
  const alt = `IEC Bets, day ${question.dayNumber}: ${title} The answer: ${correct.optionText}. ${called}`;
  return { title, description: clipped(description), canonicalPath, picture: questionPicture(question, alt) };
}
