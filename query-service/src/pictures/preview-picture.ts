import { asQuestion, percentage, type Question, southAfricanDay } from '@iec-bets/contracts';
import { calledIt, clipped } from '../pages/link-preview.js';

/** One option's bar on a decided question's picture. */
export interface PictureBar {
  text: string;
  percentage: number;
  correct: boolean;
}

/**
 * What a shared question's picture says, the words and figures alone (preview-picture-layout.ts places them). Like
 * the preview's words (link-preview.ts), the split only once the question is decided: an app keeps a picture for
 * days, and an open question's invitation is to predict before looking.
 */
export interface PreviewPicture {
  eyebrow: string;
  question: string;
  /** 'The answer: No', once decided. */
  answer: string | null;
  bars: PictureBar[];
  /** The options as the game's buttons, on today's open question: the picture invites a call. */
  choices: string[];
  footer: string;
}

/** About four lines at the picture's smallest type: a longer question is cut at a word. */
const QUESTION_MAX = 150;

/** `today`: the South African day (YYYY-MM-DD) the picture is drawn on, which tells an open question from a past one. */
export function previewPicture(question: Question, today: string): PreviewPicture {
  const text = clipped(asQuestion(question.text), QUESTION_MAX);
  const correct = question.isResolved ? question.results.find((option) => option.optionId === question.correctOptionId) : undefined;
  if (correct) {
    return {
      eyebrow: `Day ${question.dayNumber} · Decided`,
      question: text,
      answer: `The answer: ${correct.optionText}`,
      bars: question.results.map((option) => ({
        text: option.optionText,
        percentage: percentage(option.count, question.totalVotes),
        correct: option.optionId === correct.optionId,
      })),
      choices: [],
      footer: calledIt(correct.count, question.totalVotes),
    };
  }
  const day = southAfricanDay(question.date);
  const open = { question: text, answer: null, bars: [], choices: [] };
  if (day === today) {
    return {
      ...open,
      eyebrow: `Day ${question.dayNumber} · Today's question`,
      choices: question.options.map((option) => option.text.toUpperCase()),
      footer: 'Make your prediction, then see how South Africa answered.',
    };
  }
  if (day > today) return { ...open, eyebrow: `Day ${question.dayNumber}`, footer: 'Not open for predictions yet.' };
  return { ...open, eyebrow: `Day ${question.dayNumber}`, footer: 'Waiting for the answer. There is a new question every day.' };
}
