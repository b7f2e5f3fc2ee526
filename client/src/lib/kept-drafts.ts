/**
 * The words a signed-in person has typed into a form and not yet sent, kept in the tab's sessionStorage. A session
 * that ends elsewhere (a log-out in another tab, an expiry, an admin's revocation) turns the page into a visitor's and
 * takes the form down with it; signing in again should not mean writing it all again.
 *
 * Each is kept under its writer's id and its form's name, so that whoever signs in next on this tab never has it
 * restored. It leaves with the tab, never travels to the server, and goes at a deliberate log-out. Storage that refuses
 * (a private window's, a full or disabled one) only loses the keeping: the form works as it did without it.
 */
const PREFIX = 'iec-bets:kept-draft:';

/** Whose words, in which form: a form shown once per question names the question too. */
export interface KeptDraftPlace {
  userId: string;
  form: string;
}

// Each part encoded, so that neither can hold the space between them: a user's drafts are those under one prefix.
const userPrefix = (userId: string) => `${PREFIX}${encodeURIComponent(userId)} `;
const storageKey = ({ userId, form }: KeptDraftPlace) => `${userPrefix(userId)}${encodeURIComponent(form)}`;

export function keepDraft(place: KeptDraftPlace, values: Record<string, unknown>): void {
  try {
    sessionStorage.setItem(storageKey(place), JSON.stringify(values));
  } catch {
    // Not kept: the words are lost if the form goes, as they were before.
  }
}

/** What was kept, parsed but not yet checked: the caller checks it against its form's shape. */
export function keptDraft(place: KeptDraftPlace): unknown {
  try {
    const kept = sessionStorage.getItem(storageKey(place));
    return kept === null ? null : JSON.parse(kept);
  } catch {
    // Unreadable (storage refused, or not JSON): nothing to restore, and nothing worth keeping.
    forgetKeptDraft(place);
    return null;
  }
}

export function forgetKeptDraft(place: KeptDraftPlace): void {
  try {
    sessionStorage.removeItem(storageKey(place));
  } catch {
    // No storage: nothing was kept.
  }
}

/** Forgets every kept draft on this tab, or every one but `userId`'s (someone else has just signed in). */
export function forgetKeptDrafts({ except }: { except?: string } = {}): void {
  try {
    const kept = Array.from({ length: sessionStorage.length }, (_, index) => sessionStorage.key(index) ?? '');
    const spared = except === undefined ? null : userPrefix(except);
    for (const key of kept) {
      if (key.startsWith(PREFIX) && !(spared && key.startsWith(spared))) sessionStorage.removeItem(key);
    }
  } catch {
    // No storage: nothing was kept.
  }
}
