/** The class that marks a part of a screen whose code is still loading. */
export const PENDING_PART_CLASS = 'pending-part';

/**
 * The fallback of a part of a screen that loads on its own (the navigation, a discussion, a toolbar): nothing to see
 * or announce (it is hidden), since the screen around it is usable meanwhile, but a mark that the screen is not whole
 * yet. A page's picture of its screen gives way to the app only once no such mark is left (app/page-snapshot.ts), so
 * that the part does not vanish and come back.
 */
export function PendingPart() {
  return <span className={PENDING_PART_CLASS} hidden />;
}
