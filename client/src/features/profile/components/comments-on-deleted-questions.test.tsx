import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorReply, type FakeApi, startFakeApi } from '@/test-support/fake-api';
import { stageProfile } from '@/test-support/profile-scene';
import { renderApp } from '@/test-support/render-app';

const LIST = 'GET /api/users/user-1/comments-on-deleted-questions';
const held = [
  {
    id: 'c1',
    questionId: 'q-gone',
    questionText: 'Will the count finish by Friday?',
    content: 'My cousin counts the ballots in Polokwane',
    postedAt: '2026-11-20T08:00:00.000Z',
    questionDeletedAt: '2026-11-21T09:00:00.000Z',
  },
  {
    id: 'c2',
    questionId: 'q-gone',
    questionText: 'Will the count finish by Friday?',
    content: '',
    postedAt: '2026-11-20T08:05:00.000Z',
    questionDeletedAt: '2026-11-21T09:00:00.000Z',
  },
];

describe('comments on deleted questions, in Profile → Settings', () => {
  let server: FakeApi;
  beforeEach(async () => {
    server = await startFakeApi();
    stageProfile(server);
  });
  afterEach(() => server.close());

  async function openSettings() {
    const user = userEvent.setup();
    renderApp(server, '/profile');
    await user.click(await screen.findByRole('tab', { name: 'Settings' }));
    return { user, yourData: screen.getByRole('region', { name: 'Your data' }) };
  }

  it('is not there at all for the many who have none', async () => {
    server.on(LIST, { body: [] });
    const { yourData } = await openSettings();
    await waitFor(() => expect(server.requests.some((request) => request.path.endsWith('/comments-on-deleted-questions'))).toBe(true));
    expect(within(yourData).queryByRole('heading', { name: 'Comments on deleted questions' })).toBeNull();
  });

  it('lists what the log still holds, and erases one once confirmed, leaving the focus on the list', async () => {
    server.on(LIST, { body: held });
    server.on('DELETE /api/comments/c1', { body: { id: 'c1' } });
    const { user, yourData } = await openSettings();
    const heading = await within(yourData).findByRole('heading', { name: 'Comments on deleted questions' });
    expect(within(yourData).getByText('My cousin counts the ballots in Polokwane')).toBeDefined();
    expect(within(yourData).getByText('An image, no longer shown')).toBeDefined();
    expect(within(yourData).getAllByText('On “Will the count finish by Friday?”')).toHaveLength(2);

    // Each button names its comment by when it was posted, South African time, and how it starts.
    expect(within(yourData).getByRole('button', { name: 'Delete your comment of 20 Nov 2026, 10:05, an image' })).toBeDefined();
    await user.click(within(yourData).getByRole('button', { name: 'Delete your comment of 20 Nov 2026, 10:00, “My cousin counts the ballots in Polokwan…”' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your comment?' });
    expect(within(dialog).getByText('“My cousin counts the ballots in Polokwane” is erased for good.')).toBeDefined();
    // Nothing is sent before the confirmation.
    expect(server.requests.filter((request) => request.method === 'DELETE')).toEqual([]);
    server.on(LIST, { body: held.slice(1) });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Comment' }));

    await waitFor(() => expect(within(yourData).queryByText('My cousin counts the ballots in Polokwane')).toBeNull());
    expect(server.requests.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual(['/api/comments/c1']);
    expect(await screen.findByText('Comment deleted')).toBeDefined();
    expect(document.activeElement).toBe(heading);
  });

  it('says so when the last one is gone, and why a deletion failed', async () => {
    server.on(LIST, { body: held.slice(0, 1) });
    server.on('DELETE /api/comments/c1', errorReply(429, 'Too many requests, please slow down'));
    const { user, yourData } = await openSettings();
    await user.click(await within(yourData).findByRole('button', { name: /^Delete your comment of/ }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete Comment' }));
    expect(await screen.findByText('Too many requests, please slow down')).toBeDefined();
    expect(within(yourData).getByText('My cousin counts the ballots in Polokwane')).toBeDefined();

    server.on('DELETE /api/comments/c1', { body: { id: 'c1' } });
    server.on(LIST, { body: [] });
    await user.click(within(yourData).getByRole('button', { name: /^Delete your comment of/ }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete Comment' }));
    expect(await within(yourData).findByText('None left: what you wrote on deleted questions is erased.')).toBeDefined();
  });

  it('takes a deleted comment off the list even when the refresh after it fails, and keeps the others', async () => {
    server.on(LIST, { body: held });
    server.on('DELETE /api/comments/c2', { body: { id: 'c2' } });
    const { user, yourData } = await openSettings();
    await user.click(await within(yourData).findByRole('button', { name: 'Delete your comment of 20 Nov 2026, 10:05, an image' }));
    server.on(LIST, errorReply(503, 'The read models are catching up'));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete Comment' }));
    expect(await screen.findByText('Comment deleted')).toBeDefined();
    await waitFor(() => expect(within(yourData).queryByText('An image, no longer shown')).toBeNull());
    expect(within(yourData).getByText('My cousin counts the ballots in Polokwane')).toBeDefined();
    expect(within(yourData).queryByText(/Could not check/)).toBeNull();
  });
});

