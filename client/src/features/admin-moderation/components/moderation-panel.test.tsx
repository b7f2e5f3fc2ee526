import type { ModerationQueue, ReportedComment } from '@iec-bets/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorReply, type FakeApi, startFakeApi } from '@/test-support/fake-api';
import { aUser } from '@/test-support/fixtures';
import { openAdminTab, renderApp } from '@/test-support/render-app';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function anEntry(overrides: Partial<ReportedComment> = {}): ReportedComment {
  return {
    comment: {
      id: 'c-1',
      userId: 'user-2',
      content: 'Here is his home address',
      imageUrl: '/api/images/abc',
      createdAt: minutesAgo(30),
      user: { id: 'user-2', name: 'Sipho Dlamini', username: 'sipho' },
      removedByModerator: false,
    },
    question: { id: 'q-1', text: 'Will the coalition hold until June' },
    reports: [
      { reason: 'personal-information', details: '', reportedAt: minutesAgo(20), reporter: { id: 'user-3', username: 'lerato' } },
      { reason: 'other', details: 'Doxxing a councillor', reportedAt: minutesAgo(10), reporter: { id: 'user-4', username: 'naledi' } },
    ],
    reportsInAll: 2,
    ...overrides,
  };
}

const second = anEntry({
  comment: {
    id: 'c-2',
    userId: 'user-5',
    content: 'The ANC will lose Joburg',
    imageUrl: null,
    createdAt: minutesAgo(90),
    user: { id: 'user-5', name: 'Pieter van Wyk', username: 'pieter' },
    removedByModerator: false,
  },
  reports: [{ reason: 'misinformation', details: '', reportedAt: minutesAgo(5), reporter: { id: 'user-3', username: 'lerato' } }],
  // Two were dealt with before this one came in.
  reportsInAll: 3,
});

describe("the admin dashboard's Moderation tab", () => {
  let server: FakeApi;
  let queue: ReportedComment[];
  // How many wait in all, when more than the page the server sends.
  let waiting: number | undefined;
  beforeEach(async () => {
    server = await startFakeApi();
    server.on('GET /api/auth/me', { body: aUser({ isAdmin: true }) });
    queue = [second, anEntry()];
    waiting = undefined;
    server.on('GET /api/admin/moderation/reports', () => ({ body: { waiting: waiting ?? queue.length, comments: queue } satisfies ModerationQueue }));
  });
  afterEach(() => server.close());

  const openTab = () => openAdminTab(server, /^Moderation/);

  it('shows how many comments wait beside the tab name, from any tab', async () => {
    renderApp(server, '/newadmin');

    const tab = await screen.findByRole('tab', { name: 'Moderation, 2 waiting' });
    expect(tab.querySelector('.tab-count')?.textContent).toBe('2');
    expect(tab.getAttribute('aria-selected')).toBe('false');
  });

  it('lists each reported comment with its question, author, text, image and reports', async () => {
    await openTab();

    const entries = within(await screen.findByRole('list', { name: 'Reported comments' })).getAllByRole('article');
    // Most recently reported first, as the server orders them.
    expect(entries.map((entry) => within(entry).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Comment by Pieter van Wyk',
      'Comment by Sipho Dlamini',
    ]);
    const entry = screen.getByRole('article', { name: 'Comment by Sipho Dlamini' });
    expect(within(entry).getByText('On “Will the coalition hold until June?”')).toBeDefined();
    expect(within(entry).getByText('@sipho')).toBeDefined();
    expect(within(entry).getByText('· 30m ago')).toBeDefined();
    expect(within(entry).getByText('Here is his home address')).toBeDefined();
    const image = within(entry).getByRole('img', { name: 'Image shared by Sipho Dlamini (opens full size)' });
    expect(image.getAttribute('src')).toBe('/api/images/abc');
    expect(image.closest('a')?.getAttribute('href')).toBe('/api/images/abc');

    expect(within(entry).getByRole('heading', { name: '2 reports' })).toBeDefined();
    const reports = within(within(entry).getByRole('list', { name: 'Reports of the comment by Sipho Dlamini' })).getAllByRole('listitem');
    expect(reports.map((report) => report.textContent)).toEqual([
      "Shares someone's personal information @lerato · 20m ago",
      'Something else @naledi · 10m ago“Doxxing a councillor”',
    ]);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Reported Comments (2)');
    expect(within(screen.getByRole('article', { name: 'Comment by Pieter van Wyk' })).getByRole('heading', { name: '1 report' })).toBeDefined();
  });

  it('counts every comment that waits, and says the rest come up once the page shown is dealt with', async () => {
    waiting = 250;
    await openTab();

    expect(await screen.findByRole('tab', { name: 'Moderation, 250 waiting' })).toBeDefined();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Reported Comments (250)');
    expect(screen.getByText('The 2 most recently reported are shown; the other 248 come up as these are dealt with.')).toBeDefined();
  });

  it('says when no comment is reported', async () => {
    queue = [];
    await openTab();

    expect(await screen.findByText('No reported comments. Reports from users will appear here.')).toBeDefined();
    expect(screen.getByRole('tab', { name: 'Moderation' })).toBeDefined();
  });

  it('removes a comment only with a reason, given beside the field, then refreshes the queue', async () => {
    server.on('POST /api/admin/comments/c-1/removal', () => {
      queue = [second];
      return { body: { id: 'c-1' }, headers: { 'x-position': '30' } };
    });
    const user = await openTab();
    const entry = await screen.findByRole('article', { name: 'Comment by Sipho Dlamini' });

    await user.click(within(entry).getByRole('button', { name: 'Remove comment by Sipho Dlamini' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove comment' });
    expect(within(dialog).getByText('Here is his home address')).toBeDefined();
    await user.type(within(dialog).getByLabelText('Reason for removal'), ' x ');
    await user.click(within(dialog).getByRole('button', { name: 'Remove comment' }));
    const message = within(dialog).getByRole('alert');
    expect(message.textContent).toBe('Please give a reason for removing this comment (at least 3 characters)');
    const reason = within(dialog).getByLabelText('Reason for removal');
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(reason.getAttribute('aria-describedby')).toBe(`${reason.id}-hint ${message.id}`);
    expect(server.requests.some((request) => request.method === 'POST')).toBe(false);

    await user.clear(reason);
    await user.type(reason, 'Shares a private address');
    await user.click(within(dialog).getByRole('button', { name: 'Remove comment' }));

    expect(await screen.findByText('Comment removed')).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Comment by Sipho Dlamini' })).toBeNull());
    expect(server.requests.find((request) => request.method === 'POST')?.body).toEqual({ reason: 'Shares a private address' });
    expect(await screen.findByRole('tab', { name: 'Moderation, 1 waiting' })).toBeDefined();
  });

  it('keeps a comment at once, which leaves the queue', async () => {
    server.on('POST /api/admin/comments/c-2/reports/dismissal', () => {
      queue = [anEntry()];
      return { body: { id: 'c-2' }, headers: { 'x-position': '31' } };
    });
    const user = await openTab();
    const entry = await screen.findByRole('article', { name: 'Comment by Pieter van Wyk' });

    await user.click(within(entry).getByRole('button', { name: 'Keep comment by Pieter van Wyk' }));

    expect(await screen.findByText('Comment kept')).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Comment by Pieter van Wyk' })).toBeNull());
    const dismissal = server.requests.find((request) => request.method === 'POST');
    expect(dismissal?.path).toBe('/api/admin/comments/c-2/reports/dismissal');
    // How many reports the comment had had as the admin read it: one that came in meanwhile stays queued.
    expect(dismissal?.body).toEqual({ reportsRead: 3 });
  });

  it("says why the server refused a removal, and refreshes the queue, which another admin may have dealt with", async () => {
    server.on('POST /api/admin/comments/c-1/removal', () => {
      queue = [second];
      return errorReply(409, 'This comment was already removed by a moderator');
    });
    const user = await openTab();
    const entry = await screen.findByRole('article', { name: 'Comment by Sipho Dlamini' });

    await user.click(within(entry).getByRole('button', { name: 'Remove comment by Sipho Dlamini' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove comment' });
    await user.type(within(dialog).getByLabelText('Reason for removal'), 'Shares a private address');
    await user.click(within(dialog).getByRole('button', { name: 'Remove comment' }));

    const toast = await screen.findByText('Failed to remove comment');
    expect(toast.parentElement?.textContent).toContain('This comment was already removed by a moderator');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Comment by Sipho Dlamini' })).toBeNull());
  });
});
