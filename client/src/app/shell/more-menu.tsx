import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { countedName, NavBadge } from './nav-badge';
import { isCurrentItem, type NavItem } from './nav-items';
import { NavItemLink } from './nav-item-link';
import type { NavBadges } from './use-nav-badges';

/**
 * The phone bar's last slot when its items do not all fit: a button that shows the rest above the bar. A disclosure
 * rather than an ARIA menu, because its entries are plain links a screen reader already knows how to follow. It closes
 * on a pick, on Escape (handing focus back to its button), on a press anywhere else and when focus moves on past it.
 */
export function MoreMenu({ items, badges }: { items: NavItem[]; badges: NavBadges }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { pathname } = useLocation();
  const holdsCurrentPage = items.some((item) => isCurrentItem(item, pathname));
  const waiting = items.reduce((total, item) => total + (badges[item.to] ?? 0), 0);

  useEffect(() => {
    if (!open) return;
    const pressedOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', pressedOutside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', pressedOutside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  return (
    <div
      className="more-menu"
      ref={root}
      // Tabbing on past the last entry puts the list away, as a press elsewhere does.
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className={holdsCurrentPage ? 'nav-link active' : 'nav-link'}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={countedName('More', waiting, `${waiting} new`)}
        onClick={() => setOpen(!open)}
      >
        <span className="nav-icon" aria-hidden="true">
          ⋯
        </span>
        <span className="nav-label">More</span>
        <NavBadge count={waiting} />
      </button>
      {open && (
        <ul id={panelId} className="more-panel">
          {items.map((item) => (
            <li key={item.to}>
              <NavItemLink item={item} badge={badges[item.to]} onClick={() => setOpen(false)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
