import type { Comment } from '@iec-bets/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeApi, startFakeApi } from '@/test-support/fake-api';
import { aComment } from '@/test-support/fixtures';
import { renderWithProviders } from '@/test-support/render-with-providers';
import { QuestionDiscussion } from './question-discussion';

const comment = aComment;

describe("a question's discussion, as the app puts it together", () => {
  let server: FakeApi;
  let comments: Comment[];
  beforeEach(async () => {
    server = await startFakeApi();
    comments = [comment('c-1', 'user-2', 'Sipho', 'Here is his home address'), comment('c-2', 'user-1', 'Thandi', 'I think it holds.')];
    server.on('GET /api/questions/q-1/comments', () => ({ body: comments }));
  });
  afterEach(() => server.close());

  it('lets an admin remove any comment, reported or not, with a reason', async () => {
    server.on('POST /api/admin/comments/c-1/removal', () => {
      comments = [{ ...comments[0]!, content: '', removedByModerator: true }, comments[1]!];
      return { body: { id: 'c-1' }, headers: { 'x-position': '40' } };
    });
    const user = userEvent.setup();
    renderWithProviders(server, <QuestionDiscussion questionId="q-1" user={{ id: 'user-1', isAdmin: true }} />);
    const list = await screen.findByRole('list', { name: 'Comments' });
    const [theirs, mine] = within(list).getAllByRole('listitem');
    expect(within(mine!).getByRole('button', { name: 'Delete your comment' })).toBeDefined();
    expect(within(theirs!).queryByRole('button', { name: 'Report comment by Sipho' })).toBeNull();

    await user.click(await within(theirs!).findByRole('button', { name: 'Remove comment by Sipho' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove comment' });
    await user.type(within(dialog).getByLabelText('Reason for removal'), 'Shares a private address');
    await user.click(within(dialog).getByRole('button', { name: 'Remove comment' }));

    expect(await screen.findByText('Comment removed')).toBeDefined();
    expect(server.requests.find((request) => request.method === 'POST')?.body).toEqual({ reason: 'Shares a private address' });
    await waitFor(() => expect(screen.queryByText('Here is his home address')).toBeNull());
    expect(await screen.findByText('Removed by a moderator')).toBeDefined();
    // The removal took its button away: focus goes to the comment, where it now stands, not to the page's start.
    await waitFor(() => expect(document.activeElement?.textContent).toContain('Removed by a moderator'));
    expect(document.activeElement?.tagName).toBe('LI');
  });

  it('offers everyone else the report, and no removal', async () => {
    renderWithProviders(server, <QuestionDiscussion questionId="q-1" user={{ id: 'user-1', isAdmin: false }} />);
    const list = await screen.findByRole('list', { name: 'Comments' });
    const [theirs] = within(list).getAllByRole('listitem');
    expect(within(theirs!).getByRole('button', { name: 'Report comment by Sipho' })).toBeDefined();
    expect(within(theirs!).queryByRole('button', { name: 'Remove comment by Sipho' })).toBeNull();
  });
});
