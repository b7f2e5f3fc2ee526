import type { Comment } from '@iec-bets/contracts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CommentItems } from './comment-items';

const by = (name: string) => ({ id: `user-${name}`, name, username: name.toLowerCase() });

function aComment(overrides: Partial<Comment> = {}): Comment {
  return {
    id: 'c-1',
    userId: 'user-Sipho',
    content: 'The coalition holds until the budget.',
    imageUrl: null,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    user: by('Sipho'),
    removedByModerator: false,
    ...overrides,
  };
}

describe('the comments of the public pages', () => {
  it('show a removed comment in its place as "Removed by a moderator", without its text or image', () => {
    render(
      <CommentItems
        comments={[
          aComment(),
          // As the API serves a removed comment: no text, no image.
          aComment({ id: 'c-2', userId: 'user-Thandi', user: by('Thandi'), content: '', imageUrl: null, removedByModerator: true }),
        ]}
      />,
    );

    const [kept, removed] = screen.getAllByRole('listitem');
    expect(kept?.textContent).toContain('The coalition holds until the budget.');
    expect(within(kept!).queryByText('Removed by a moderator')).toBeNull();
    expect(removed?.textContent).toBe('Thandi 5m agoRemoved by a moderator');
    expect(within(removed!).getByText('Removed by a moderator').className).toBe('comment-removed');
    expect(within(removed!).queryByRole('img')).toBeNull();
  });

  it('show a live comment with its image', () => {
    render(<CommentItems comments={[aComment({ imageUrl: '/api/images/abc' })]} />);

    expect(screen.getByRole('img', { name: 'Image shared by Sipho' }).getAttribute('src')).toBe('/api/images/abc');
  });
});
