import { NavLink } from 'react-router-dom';
import { navItemsFor } from './nav-items';

/** NavLink marks the current path's entry with aria-current="page" and the active class. */
export function BottomNav({ isAdmin }: { isAdmin: boolean }) {
  return (
    <nav className="bottom-nav" aria-label="Main">
      <ul>
        {navItemsFor(isAdmin).map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.to === '/'} className={({ isActive }) => (isActive ? 'nav-link active' : 'nav-link')}>
              <span className="nav-icon" aria-hidden="true">
                {item.icon}
              </span>
              <span>{item.label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
