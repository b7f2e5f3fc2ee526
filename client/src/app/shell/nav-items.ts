export interface NavItem {
  to: string;
  label: string;
  icon: string;
  adminOnly?: boolean;
  /**
   * Kept on a phone's bottom bar however many items there are. Seven labels do not fit side by side at 320 px, so
   * when the bar would hold more than six, the items that are not primary wait under More.
   */
  primary?: boolean;
  /** What the count on the item means, read after its label by a screen reader ("Vote, 2 unanswered"). */
  badgeLabel?: (count: number) => string;
  /** Other paths that show the item's screen (SPEC section 2: /home, and the dashboard's four), marked as it is. */
  alsoAt?: string[];
}

/** The main navigation (SPEC section 2): a bottom bar on a phone, a top bar on a desktop; /newadmin only for admins. */
export const NAV_ITEMS: NavItem[] = [
  { to: '/', label: 'Home', icon: '⌂', primary: true, alsoAt: ['/home'] },
  { to: '/vote', label: 'Vote', icon: '✓', primary: true, badgeLabel: (count) => `${count} unanswered` },
  { to: '/leaderboard', label: 'Leaders', icon: '★', primary: true },
  { to: '/research', label: 'Research', icon: '⌕' },
  {
    to: '/friends',
    label: 'Friends',
    icon: '☺',
    primary: true,
    badgeLabel: (count) => (count === 1 ? '1 friend request' : `${count} friend requests`),
  },
  { to: '/profile', label: 'Profile', icon: '◉', primary: true },
  {
    to: '/newadmin',
    label: 'Admin',
    icon: '⚙',
    adminOnly: true,
    alsoAt: ['/admin', '/admin/testing', '/dashboard'],
    badgeLabel: (count) => `${count} waiting`,
  },
];

/** The most items a phone's bottom bar holds before the ones that are not primary move under More. */
export const BOTTOM_BAR_SLOTS = 6;

export function navItemsFor(isAdmin: boolean): NavItem[] {
  return NAV_ITEMS.filter((item) => isAdmin || !item.adminOnly);
}

/** The items a phone shows under More instead of on its bar: none while every item fits. */
export function overflowItems(items: NavItem[]): NavItem[] {
  return items.length > BOTTOM_BAR_SLOTS ? items.filter((item) => !item.primary) : [];
}

/**
 * Whether the item's screen is the one shown: its own path and the pages under it (except under Home's /, which every
 * path would otherwise be), or exactly one of its other paths.
 */
export function isCurrentItem(item: NavItem, pathname: string): boolean {
  const under = item.to === '/' ? pathname === '/' : pathname === item.to || pathname.startsWith(`${item.to}/`);
  return under || (item.alsoAt ?? []).includes(pathname);
}
