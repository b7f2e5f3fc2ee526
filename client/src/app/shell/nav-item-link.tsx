import { NavLink } from 'react-router-dom';
import { NavBadge } from './nav-badge';
import type { NavItem } from './nav-items';

/** NavLink marks the current path's entry with aria-current="page" and the active class. */
export function NavItemLink({ item, badge, onClick }: { item: NavItem; badge?: number; onClick?: () => void }) {
  return (
    <NavLink
      to={item.to}
      end={item.to === '/'}
      className={({ isActive }) => (isActive ? 'nav-link active' : 'nav-link')}
      onClick={onClick}
    >
      <span className="nav-icon" aria-hidden="true">
        {item.icon}
      </span>
      <span className="nav-label">{item.label}</span>
      <NavBadge count={badge} label={item.badgeLabel?.(badge ?? 0) ?? `${badge ?? 0} new`} />
    </NavLink>
  );
}
