import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorReply, type FakeApi, startFakeApi } from '@/test-support/fake-api';
import { aQuestion, aStats, aUser } from '@/test-support/fixtures';
import { renderApp } from '@/test-support/render-app';

describe('the invite-friends dialog', () => {
  let server: FakeApi;
  beforeEach(async () => {
    server = await startFakeApi();
    server.on('GET /api/auth/me', { body: aUser() });
    server.on('GET /api/users/user-1/friends', { body: { friends: [] } });
    server.on('GET /api/users/user-1/friend-requests', { body: { requests: [] } });
    server.on('GET /api/users/user-1/sent-requests', { body: { requests: [] } });
  });
  afterEach(() => server.close());

  async function openDialog() {
    const user = userEvent.setup();
    renderApp(server, '/friends');
    await user.click(await screen.findByRole('button', { name: 'Invite Friends' }));
    return { user, dialog: await screen.findByRole('dialog', { name: 'Invite Friends' }) };
  }

  it('shares an invitation with the site address on WhatsApp and Twitter', async () => {
    const { dialog } = await openDialog();

    const whatsApp = new URL(within(dialog).getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href')!);
    expect(whatsApp.origin).toBe('https://wa.me');
    expect(whatsApp.searchParams.get('text')).toContain(window.location.origin);
    expect(whatsApp.searchParams.get('text')).toContain('#IECBets');
    const twitter = new URL(within(dialog).getByRole('link', { name: 'Share on Twitter' }).getAttribute('href')!);
    expect(`${twitter.origin}${twitter.pathname}`).toBe('https://twitter.com/intent/tweet');
    expect(twitter.searchParams.get('text')).toBe(whatsApp.searchParams.get('text'));
  });

  it("asks for a username before adding, and sends nothing", async () => {
    const { user, dialog } = await openDialog();

    await user.type(within(dialog).getByLabelText("Friend's username"), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Add Friend' }));

    expect(within(dialog).getByRole('alert').textContent).toBe('Please enter a username');
    const username = within(dialog).getByLabelText("Friend's username");
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(username.getAttribute('aria-describedby')).toBe(within(dialog).getByRole('alert').id);
    expect(document.activeElement).toBe(username);
    expect(server.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('sends a request by username, then closes', async () => {
    server.on('POST /api/friendships', {
      status: 201,
      body: { id: 'user-1_user-5', requesterId: 'user-1', receiverId: 'user-5', status: 'pending', at: '2026-11-23T12:00:00.000Z' },
    });
    const { user, dialog } = await openDialog();

    await user.type(within(dialog).getByLabelText("Friend's username"), ' Naledi ');
    await user.click(within(dialog).getByRole('button', { name: 'Add Friend' }));

    expect(await screen.findByText('Friend Request Sent')).toBeDefined();
    expect(server.requests.find((request) => request.method === 'POST')?.body).toEqual({ friendUsername: 'Naledi' });
    expect(screen.queryByRole('dialog')).toBeNull();
    // Opened by a plain button, not a Radix trigger: the focus goes back to it all the same.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Invite Friends' }));
  });

  it("shows the server's reason for an unknown username, else 'Failed to add friend'", async () => {
    server.on('POST /api/friendships', errorReply(404, 'We could not find that user'));
    const { user, dialog } = await openDialog();

    await user.type(within(dialog).getByLabelText("Friend's username"), 'nobody');
    await user.click(within(dialog).getByRole('button', { name: 'Add Friend' }));
    expect(await screen.findByText('We could not find that user')).toBeDefined();
    expect(screen.getByRole('dialog', { name: 'Invite Friends' })).toBeDefined();

    server.on('POST /api/friendships', { status: 502 });
    await user.click(within(dialog).getByRole('button', { name: 'Add Friend' }));
    expect(await screen.findByText('Failed to add friend')).toBeDefined();
  });

  it("opens from the results' 'Invite Friends' button, on the friends screen", async () => {
    server.on('GET /api/questions/today', { body: [aQuestion()] });
    server.on('GET /api/questions/q-1/public-results', { body: { results: [], totalVotes: 1 } });
    server.on('GET /api/users/user-1/answers/q-1', { body: { answer: { questionId: 'q-1', optionId: 'yes', submittedAt: '2026-11-23T09:00:00.000Z' } } });
    server.on('GET /api/questions/q-1/results?userId=user-1', {
      body: { results: [{ optionId: 'yes', text: 'Yes', percentage: 100, votes: 1 }], totalVotes: 1, friendAnswers: [], userAnswer: { optionId: 'yes' } },
    });
    server.on('GET /api/users/user-1/stats', {
      body: { stats: aStats({ totalAnswers: 1, streak: 1 }) },
    });
    server.on('GET /api/questions/q-1/comments', { body: [] });
    const user = userEvent.setup();
    renderApp(server, '/');

    await user.click(await screen.findByRole('button', { name: 'Invite Friends' }));

    expect(await screen.findByRole('dialog', { name: 'Invite Friends' })).toBeDefined();
    expect(screen.getByRole('heading', { level: 1, name: 'Friends', hidden: true })).toBeDefined();
  });
});
