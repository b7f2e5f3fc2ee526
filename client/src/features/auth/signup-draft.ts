/** What the sign-up form holds: the fields of SignupRequest as typed, before any check. */
export interface SignupValues {
  name: string;
  username: string;
  password: string;
  email?: string | null;
  phoneNumber?: string | null;
}

/** A place in the history: the router's key for the entry, and the page's path. */
interface Place {
  key: string;
  pathname: string;
}

/** Where the dialog was left for the privacy notice (the entry Back returns to), and whether the page has left it. */
interface LeftAt extends Place {
  away: boolean;
}

/**
 * The sign-up form's words while the person reads the privacy notice it links to. The notice is a page of its own
 * (on a phone the dialog would cover it), and the dialog's form goes as it closes: without this, Back found the page
 * with no dialog, and Join an empty form. Kept in the page's memory only, never in storage, the password too: a
 * reload or a closed tab forgets it all, and so do signing up and logging in (someone else's words are not for the
 * member, nor for whoever uses the tab after them).
 */
let kept: SignupValues | null = null;
let leftAt: LeftAt | null = null;

/** The words kept, if the form was left for the notice and nobody has signed in since. */
export function keptSignup(): SignupValues | null {
  return kept;
}

/** Keeps the form's words; `from` is where the dialog was, when the person is leaving it for the notice. */
export function keepSignup(values: SignupValues, from?: Place): void {
  kept = { ...values };
  if (from) leftAt = { key: from.key, pathname: from.pathname, away: false };
}

/**
 * Told each place the page is at; true once, when it is back at the entry the dialog was left from (Back from the
 * notice). Only after it has been somewhere else: the router moves to the notice in a transition, after the dialog
 * has closed, still at the place it was left. A hash link on the notice adds an entry that the browser's router may
 * give the same key, so the page's path is compared too.
 */
export function isBackWhereSignupLeft(location: Place): boolean {
  if (!leftAt) return false;
  if (leftAt.key !== location.key || leftAt.pathname !== location.pathname) {
    leftAt.away = true;
    return false;
  }
  if (!leftAt.away) return false;
  leftAt = null;
  return true;
}

/** The dialog opened some other way (Join): Back to the old entry no longer means coming back to it. */
export function forgetWhereSignupLeft(): void {
  leftAt = null;
}

/** Signed up or logged in: the words are forgotten (and between tests, which share this module). */
export function forgetSignup(): void {
  kept = null;
  leftAt = null;
}
