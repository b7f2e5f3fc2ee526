import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { NAV_ITEMS } from './nav-items';
import { NavItemLink } from './nav-item-link';

const vote = NAV_ITEMS.find((item) => item.to === '/vote')!;
const friends = NAV_ITEMS.find((item) => item.to === '/friends')!;

function renderItem(item: typeof vote, badge?: number) {
  render(
    <MemoryRouter>
      <NavItemLink item={item} badge={badge} />
    </MemoryRouter>,
  );
}

describe("a navigation item's count", () => {
  it('shows the figure and names what it counts for a screen reader', () => {
    renderItem(vote, 2);
    const link = screen.getByRole('link', { name: 'Vote, 2 unanswered' });
    // One phrase, as the link's own name: a hidden ", 2 unanswered" beside the label was read "Vote , 2 unanswered".
    expect(link.getAttribute('aria-label')).toBe('Vote, 2 unanswered');
    const badge = link.querySelector('.nav-badge');
    expect([badge?.textContent, badge?.getAttribute('aria-hidden')]).toEqual(['2', 'true']);
  });

  it('says friend requests in the singular for one', () => {
    renderItem(friends, 1);
    expect(screen.getByRole('link', { name: 'Friends, 1 friend request' })).toBeDefined();
  });

  it('shows nothing for none, and caps a large count at 99+', () => {
    renderItem(vote, 0);
    const none = screen.getByRole('link', { name: 'Vote' });
    expect(none.querySelector('.nav-badge')).toBeNull();
    expect(none.hasAttribute('aria-label')).toBe(false);
    renderItem(friends, 250);
    expect(screen.getByRole('link', { name: /Friends/ }).querySelector('.nav-badge')?.textContent).toContain('99+');
  });
});
