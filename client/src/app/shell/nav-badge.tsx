/**
 * A small count on a navigation item, for the eye only: the item is named with what it counts instead ("Vote, 2
 * unanswered", `countedName`), so that "3" is never read without what it counts.
 */
export function NavBadge({ count }: { count: number | undefined }) {
  if (!count || count <= 0) return null;
  return (
    <span className="nav-badge" aria-hidden="true">
      {count > 99 ? '99+' : count}
    </span>
  );
}

/**
 * An item's name with its count as one phrase, for its `aria-label`; undefined without a count, when the item is
 * named by its text. One phrase rather than a hidden ", 2 unanswered" beside the label: the item lays its parts out as
 * blocks, and browsers named it "Vote , 2 unanswered", with a space before the comma.
 */
export function countedName(name: string, count: number | undefined, what: string): string | undefined {
  return count && count > 0 ? `${name}, ${what}` : undefined;
}
