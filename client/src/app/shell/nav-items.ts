export interface NavItem {
  to: string;
  label: string;
  icon: string;
  adminOnly?: boolean;
}

/** The bottom navigation (SPEC section 2); /newadmin only for admins. */
export const NAV_ITEMS: NavItem[] = [
  { to: '/', label: 'Home', icon: '⌂' },
  { to: '/vote', label: 'Vote', icon: '✓' },
  { to: '/leaderboard', label: 'Leaders', icon: '★' },
  { to: '/research', label: 'Research', icon: '⌕' },
  { to: '/friends', label: 'Friends', icon: '☺' },
  { to: '/profile', label: 'Profile', icon: '◉' },
  { to: '/newadmin', label: 'Admin', icon: '⚙', adminOnly: true },
];

export function navItemsFor(isAdmin: boolean): NavItem[] {
  return NAV_ITEMS.filter((item) => isAdmin || !item.adminOnly);
}
