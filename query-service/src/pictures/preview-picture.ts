import { asQuestion, type Question } from '@iec-bets/contracts';
import { calledIt, clipped, shownShare } from '../pages/preview-words.js';

/** One option's bar on a decided question's picture. */
export interface PictureBar {
  text: string;
  percentage: number;
  correct: boolean;
}

/**
 * What a shared question's picture says, the words and figures alone (preview-picture-layout.ts places them). Like
 * the preview's words (link-preview.ts), the split only once the question is decided, and nothing that depends on the
 * day it is drawn ("today"): an app keeps a picture for days, in a chat where the split has long moved on, and an
 * open question's invitation is to predict before looking.
 */
export interface PreviewPicture {
  eyebrow: string;
  question: string;
  /** 'The answer: No', once decided. */
  answer: string | null;
  bars: PictureBar[];
  /** The options as the game's buttons, on an open question whose options are short enough to be buttons. */
  choices: string[];
  footer: string;
}

/** Cut at a word past these, so that the picture holds them at its smallest type (the layout's test draws the longest). */
const QUESTION_MAX = 150;
const OPTION_MAX = 30;
/** Longer options than a word or two are no buttons: the picture leaves them out rather than cut them. */
const CHOICE_MAX = 12;

const longDate = new Intl.DateTimeFormat('en-ZA', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Africa/Johannesburg' });

export function previewPicture(question: Question): PreviewPicture {
  const text = clipped(asQuestion(question.text), QUESTION_MAX);
  const correct = question.isResolved ? question.results.find((option) => option.optionId === question.correctOptionId) : undefined;
  if (correct) {
    return {
      eyebrow: `Day ${question.dayNumber} · Decided`,
      question: text,
      answer: `The answer: ${clipped(correct.optionText, OPTION_MAX)}`,
      bars: question.results.map((option) => ({
        text: clipped(option.optionText, OPTION_MAX),
        percentage: shownShare(option.count, question.totalVotes),
        correct: option.optionId === correct.optionId,
      })),
      choices: [],
      footer: calledIt(correct.count, question.totalVotes),
    };
  }
  const buttons = question.options.every((option) => option.text.length <= CHOICE_MAX);
  return {
    eyebrow: `Day ${question.dayNumber} · ${longDate.format(new Date(question.date))}`,
    question: text,
    answer: null,
    bars: [],
    choices: buttons ? question.options.map((option) => option.text.toUpperCase()) : [],
    footer: 'Make your prediction, then see how South Africa answered.',
  };
}
