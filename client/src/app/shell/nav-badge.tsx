/**
 * A small count on a navigation item. The figure is for the eye; a screen reader hears the label instead, after the
 * item's name, so that "3" is never read without what it counts.
 */
export function NavBadge({ count, label }: { count: number | undefined; label: string }) {
  if (!count || count <= 0) return null;
  return (
    <span className="nav-badge">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="visually-hidden">, {label}</span>
    </span>
  );
}
