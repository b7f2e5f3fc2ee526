import { MoreMenu } from './more-menu';
import { navItemsFor, overflowItems } from './nav-items';
import { NavItemLink } from './nav-item-link';
import { useNavBadges } from './use-nav-badges';
import './main-nav.css';

/**
 * One navigation for every width: the stylesheet sets it as a bottom bar on a phone and as a row in the header on a
 * desktop. On a phone the items that do not fit are hidden from the bar and offered under More instead; a desktop
 * shows them all and hides More.
 */
export function MainNav({ isAdmin }: { isAdmin: boolean }) {
  const items = navItemsFor(isAdmin);
  const overflow = overflowItems(items);
  const badges = useNavBadges();
  return (
    <nav className="main-nav" aria-label="Main">
      <ul>
        {items.map((item) => (
          <li key={item.to} className={overflow.includes(item) ? 'nav-overflow' : undefined}>
            <NavItemLink item={item} badge={badges[item.to]} />
          </li>
        ))}
        {overflow.length > 0 && (
          <li className="nav-more">
            <MoreMenu items={overflow} badges={badges} />
          </li>
        )}
      </ul>
    </nav>
  );
}
