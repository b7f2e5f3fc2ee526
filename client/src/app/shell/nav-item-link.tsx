import { Link, useLocation } from 'react-router-dom';
import { countedName, NavBadge } from './nav-badge';
import { isCurrentItem, type NavItem } from './nav-items';

/**
 * The current screen's entry is marked with aria-current="page" and the active class, by the item's other paths too:
 * NavLink knows only the one it links to, and /admin showed the dashboard with no entry marked.
 */
export function NavItemLink({ item, badge, onClick }: { item: NavItem; badge?: number; onClick?: () => void }) {
  const current = isCurrentItem(item, useLocation().pathname);
  return (
    <Link
      to={item.to}
      className={current ? 'nav-link active' : 'nav-link'}
      aria-current={current ? 'page' : undefined}
      aria-label={countedName(item.label, badge, item.badgeLabel?.(badge ?? 0) ?? `${badge ?? 0} new`)}
      onClick={onClick}
    >
      <span className="nav-icon" aria-hidden="true">
        {item.icon}
      </span>
      <span className="nav-label">{item.label}</span>
      <NavBadge count={badge} />
    </Link>
  );
}
