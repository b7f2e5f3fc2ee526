import type { Comment } from '@iec-bets/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorReply, type FakeApi, startFakeApi } from '@/test-support/fake-api';
import { renderWithProviders } from '@/test-support/render-with-providers';
import { DiscussionPanel } from './discussion-panel';

function aComment(id: string, name: string, overrides: Partial<Comment> = {}): Comment {
  const userId = `user-${name.toLowerCase()}`;
  return {
    id,
    userId,
    content: `${name} says the coalition holds.`,
    imageUrl: null,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    user: { id: userId, name, username: name.toLowerCase() },
    removedByModerator: false,
    ...overrides,
  };
}

/** How the API serves a comment a moderator removed: in its place, without text or image. */
const removed = (comment: Comment): Comment => ({ ...comment, content: '', imageUrl: null, removedByModerator: true });

describe('moderation in the discussion panel', () => {
  let server: FakeApi;
  beforeEach(async () => {
    server = await startFakeApi();
    server.on('GET /api/questions/q-1/comments', {
      body: [
        aComment('c-1', 'Sipho'),
        removed(aComment('c-2', 'Lerato', { imageUrl: '/api/images/abc' })),
        removed(aComment('c-3', 'Thandi')),
        aComment('c-4', 'Thandi'),
      ],
    });
  });
  afterEach(() => server.close());

  async function renderPanel() {
    const user = userEvent.setup();
    // Thandi is signed in.
    renderWithProviders(server, <DiscussionPanel questionId="q-1" userId="user-thandi" />);
    const items = within(await screen.findByRole('list', { name: 'Comments' })).getAllByRole('listitem');
    return { user, items };
  }

  it("shows removed comments as 'Removed by a moderator', offers Report only on others' live comments, and Delete on one's own", async () => {
    const {
      items: [sipho, lerato, thandiRemoved, thandi],
    } = await renderPanel();

    expect(within(sipho!).getByRole('button', { name: 'Report comment by Sipho' }).textContent).toBe('Report');
    expect(within(sipho!).queryByText('Removed by a moderator')).toBeNull();

    expect(within(lerato!).getByText('Removed by a moderator')).toBeDefined();
    expect(within(lerato!).queryByRole('img')).toBeNull();
    expect(within(lerato!).queryByRole('button')).toBeNull();

    // The author keeps their Delete, also for a removed comment.
    expect(within(thandiRemoved!).getByText('Removed by a moderator')).toBeDefined();
    expect(within(thandiRemoved!).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['Delete your comment']);
    expect(within(thandi!).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['Delete your comment']);
  });

  it('asks for a reason, and for details with "Something else", beside the fields, before sending anything', async () => {
    const { user, items } = await renderPanel();

    await user.click(within(items[0]!).getByRole('button', { name: 'Report comment by Sipho' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report comment' });
    expect(within(dialog).getByText('Sipho says the coalition holds.')).toBeDefined();
    expect(within(dialog).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Abuse or harassment',
      'Hate speech',
      'False or misleading information',
      'Spam or advertising',
      "Shares someone's personal information",
      'Something else',
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    const reasonMessage = within(dialog).getByRole('alert');
    expect(reasonMessage.textContent).toBe('Please choose why you are reporting this comment');
    expect(within(dialog).getByRole('group', { name: 'What is wrong with this comment?' }).getAttribute('aria-describedby')).toBe(reasonMessage.id);

    await user.click(within(dialog).getByRole('radio', { name: 'Something else' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    const details = within(dialog).getByLabelText('Details');
    const detailsMessage = within(dialog).getByRole('alert');
    expect(detailsMessage.textContent).toBe('Please say what is wrong with this comment');
    expect(details.getAttribute('aria-invalid')).toBe('true');
    expect(details.getAttribute('aria-describedby')).toBe(detailsMessage.id);
    expect(server.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it("sends the report, thanks the reporter and closes; the link then says 'Reported'", async () => {
    server.on('POST /api/comments/c-1/reports', { status: 201, body: { commentId: 'c-1' }, headers: { 'x-position': '20' } });
    const { user, items } = await renderPanel();

    await user.click(within(items[0]!).getByRole('button', { name: 'Report comment by Sipho' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report comment' });
    expect(within(dialog).getByLabelText('Details (optional)')).toBeDefined();
    await user.click(within(dialog).getByRole('radio', { name: 'False or misleading information' }));
    await user.type(within(dialog).getByLabelText('Details (optional)'), '  The budget vote was in March.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));

    expect(await screen.findByText('Report sent')).toBeDefined();
    expect(screen.getByText('Thank you. A moderator will look at this comment.')).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.requests.find((request) => request.method === 'POST')?.body).toEqual({
      reason: 'misinformation',
      details: 'The budget vote was in March.',
    });
    expect(within(items[0]!).queryByRole('button', { name: 'Report comment by Sipho' })).toBeNull();
    expect(within(items[0]!).getByText('Reported')).toBeDefined();
    // The link went with the dialog: the focus stays at the comment, on the note that replaced it.
    expect(document.activeElement).toBe(within(items[0]!).getByText('Reported'));
  });

  it('says why the server refused a report, and closes when trying again cannot help', async () => {
    server.on('POST /api/comments/c-1/reports', errorReply(409, 'You have already reported this comment'));
    const { user, items } = await renderPanel();

    await user.click(within(items[0]!).getByRole('button', { name: 'Report comment by Sipho' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report comment' });
    await user.click(within(dialog).getByRole('radio', { name: 'Spam or advertising' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));

    const toast = await screen.findByText('Failed to send report');
    expect(toast.parentElement?.textContent).toContain('You have already reported this comment');
    expect(toast.closest('.toast')?.className).toContain('toast-destructive');
    expect(server.requests.find((request) => request.method === 'POST')?.body).toEqual({ reason: 'spam', details: '' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(items[0]!).getByText('Reported')).toBeDefined();
  });

  it('keeps the dialog open when a report could not be sent, to try again', async () => {
    server.on('POST /api/comments/c-1/reports', errorReply(429, 'Too many reports: Please try again later'));
    const { user, items } = await renderPanel();

    await user.click(within(items[0]!).getByRole('button', { name: 'Report comment by Sipho' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report comment' });
    await user.click(within(dialog).getByRole('radio', { name: 'Hate speech' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));

    expect((await screen.findByText('Failed to send report')).parentElement?.textContent).toContain('Too many reports');
    expect(screen.getByRole('dialog', { name: 'Report comment' })).toBeDefined();
  });
});
