import { percentage } from '@iec-bets/contracts';

/*
 * Words that a shared link's preview and its picture both say (link-preview.ts, pictures/preview-picture.ts).
 */

/**
 * Apps cut a long description themselves, mid-word; cut here, at a word, it reads whole. Facebook shows about 200
 * characters, WhatsApp fewer.
 */
const DESCRIPTION_MAX = 200;

export function clipped(text: string, max = DESCRIPTION_MAX): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  // Never ending on the separator between two questions: "…?·…" reads as a broken list.
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s·]+$/, '')}…`;
}

const count = (n: number) => n.toLocaleString('en-ZA');

/**
 * A share as a whole percentage that a rounding cannot make untrue: 100% and 0% only for all and none, so 999 of
 * 1,000 is 99%, and 1 of 1,000 is 1%.
 */
export function shownShare(part: number, total: number): number {
  if (part === 0 || part === total) return percentage(part, total);
  return Math.min(99, Math.max(1, percentage(part, total)));
}

/** How many of those who predicted it called it, in words a rounded share cannot make untrue ("100%" with one miss). */
export function calledIt(called: number, total: number): string {
  if (total === 0) return 'Nobody predicted it.';
  if (total === 1) return `The one South African who predicted it ${called === 1 ? 'called' : 'missed'} it.`;
  if (called === total) return `All ${count(total)} South Africans who predicted it called it.`;
  if (called === 0) return `None of the ${count(total)} South Africans who predicted it called it.`;
  return `${shownShare(called, total)}% of the ${count(total)} South Africans who predicted it called it.`;
}
