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
 * with no dialog, and Join an empty form. Kept in the page's memory only, never in storage, and only for the trip to
 * the notice and back: never the password, forgotten when the dialog is closed any other way, after ten minutes, and
 * at a sign-up or log-in. A shared phone's next visitor must not find someone's name, email and number in the form
 * they walked away from.
 */
let kept: { values: SignupValues; at: number } | null = null;
let leftAt: LeftAt | null = null;

/** Long enough to read the notice; short enough that a form walked away from does not wait for the next person. */
const KEPT_FOR_MS = 10 * 60_000;

/** The words kept, if the form was left for the notice a moment ago and nobody has signed in since. */
export function keptSignup(now = Date.now()): SignupValues | null {
  if (kept && now - kept.at >= KEPT_FOR_MS) forgetSignup();
  return kept?.values ?? null;
}

/** Whether the dialog is closing for the notice (its words are kept), rather than closed by the person. */
export function isLeavingForNotice(): boolean {
  return leftAt !== null;
}

/** Keeps the form's words; `from` is where the dialog was, when the person is leaving it for the notice. */
export function keepSignup(values: SignupValues, from?: Place): void {
  kept = { values: { ...values, password: '' }, at: kept?.at ?? Date.now() };
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
