/**
 * A visitor's YES or NO on the landing page, kept through joining: a visitor who taps YES, then signs up, finds the
 * question waiting with YES picked, one tap from submitting it, rather than having to pick again.
 *
 * Kept in the tab's sessionStorage: it outlasts the sign-up (and a reload in between), leaves with the tab, and never
 * travels to the server until it is submitted. It is a pick, not an answer: the member still submits it, since an
 * answer cannot be changed once made. Storage that refuses (a private window's, a full one) only loses the pick.
 */
const STORAGE_KEY = 'iec-bets:visitor-pick';

// Kept as "<question id> <option id>" (neither holds a space): this module sits in the landing page's first
// JavaScript, whose budget is counted in bytes, and the option is checked against the question where it is used.
export function rememberVisitorPick(questionId: string, optionId: string): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, `${questionId} ${optionId}`);
  } catch {
    // No storage: the member picks again after joining, as before.
  }
}

/** The option the visitor picked for this question, if they picked one in this tab. */
export function visitorPickFor(questionId: string): string | null {
  try {
    const [pickedFor, optionId] = (sessionStorage.getItem(STORAGE_KEY) ?? '').split(' ');
    return pickedFor === questionId && optionId ? optionId : null;
  } catch {
    return null;
  }
}

/** Forgets the pick: any, or (given a question) only one made on that question, whose answer is now in. */
export function forgetVisitorPick(questionId?: string): void {
  try {
    if (questionId === undefined || visitorPickFor(questionId) !== null) sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing was kept.
  }
}
