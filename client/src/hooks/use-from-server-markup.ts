import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * True in the server's render and while React takes the server's markup over, false in the browser's own renders:
 * what hydration renders must match the markup, so a part that reads the browser (its clock, its timing) waits for
 * false. useSyncExternalStore's server snapshot is what tells the two apart.
 */
export function useFromServerMarkup(): boolean {
  return useSyncExternalStore(noSubscription, () => false, () => true);
}
