import type { ReactNode } from 'react';

/**
 * Previous, the page shown, and Next, under the list of users. A button with no page to go to stays a button that
 * does nothing (aria-disabled), not a disabled one: a browser moves the keyboard's focus off a button that becomes
 * disabled, to the page's body, and Next pressed onto the last page (or Previous onto the first) would drop it there.
 */
export function UsersPager({ page, pages, onTurn }: { page: number; pages: number; onTurn: (page: number) => void }) {
  return (
    <nav className="pager" aria-label="Pages of users">
      <PagerButton to={page - 1} can={page > 1} onTurn={onTurn}>
        Previous
      </PagerButton>
      <span>
        Page {page} of {pages}
      </span>
      <PagerButton to={page + 1} can={page < pages} onTurn={onTurn}>
        Next
      </PagerButton>
    </nav>
  );
}

function PagerButton({ to, can, onTurn, children }: { to: number; can: boolean; onTurn: (page: number) => void; children: ReactNode }) {
  return (
    <button type="button" className="button secondary small" aria-disabled={!can || undefined} onClick={() => can && onTurn(to)}>
      {children}
    </button>
  );
}
