import { type Comment, DISCUSSION_PAGE } from '@iec-bets/contracts';
import { QueryObserver } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { errorReply, type FakeApi, startFakeApi } from '@/test-support/fake-api';
import { aComment } from '@/test-support/fixtures';
import { api } from '@/lib/api-client';
import { landingQueryKeys } from '@/lib/landing-query-keys';
import { createQueryClient } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
import { renderWithProviders } from '@/test-support/render-with-providers';
import { DiscussionPanel } from './discussion-panel';

const comment = aComment;

describe('the discussion panel', () => {
  let server: FakeApi;
  let comments: Comment[];
  let scrolled: Element[];
  beforeEach(async () => {
    server = await startFakeApi();
    comments = [comment('c-1', 'user-2', 'Sipho', 'Not a chance.'), comment('c-2', 'user-1', 'Thandi', 'I think it holds.')];
    server.on('GET /api/questions/q-1/comments', () => ({ body: comments }));
    // jsdom lays nothing out and has no scrollIntoView; each test sees where a scroll is asked for.
    scrolled = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    return server.close();
  });

  it("lists the comments, with a delete control on the user's own only", async () => {
    renderWithProviders(server, <DiscussionPanel questionId="q-1" userId="user-1" />);

    const list = await screen.findByRole('list', { name: 'Comments' });
    const [theirs, mine] = within(list).getAllByRole('listitem');
    expect(theirs?.textContent).toContain('Not a chance.');
    expect(theirs?.textContent).toContain('5m ago');
    expect(within(theirs!).queryByRole('button', { name: 'Delete your comment' })).toBeNull();
    expect(within(mine!).getByRole('button', { name: 'Delete your comment' })).toBeDefined();
  });

  it("asks for text or an image before posting, and says 'Comment added!' once posted", async () => {
    server.on('POST /api/questions/q-1/comments', (request) => {
      const body = request.body as { content: string };
      comments = [...comments, comment('c-3', 'user-1', 'Thandi', body.content)];
      return { status: 201, body: comments.at(-1), headers: { 'x-position': '12' } };
    });
    const user = userEvent.setup();
    renderWithProviders(server, <DiscussionPanel questionId="q-1" userId="user-1" />);
    await screen.findByRole('list', { name: 'Comments' });

    await user.type(screen.getByLabelText('Your comment'), '   ');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    // The toast's region loads with the first toast.
    expect(await screen.findByText('Empty comment')).toBeDefined();
    expect(screen.getByText('Please write something or add an image')).toBeDefined();
    // About the comment as a whole (text or image), so told in the toast rather than beside one field.
    expect(screen.getByLabelText('Your comment').getAttribute('aria-invalid')).toBe('false');

    await user.type(screen.getByLabelText('Your comment'), ' The budget vote decides it. ');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));

    expect(await screen.findByText('Comment added!')).toBeDefined();
    expect(await screen.findByText('The budget vote decides it.')).toBeDefined();
    expect(server.requests.find((request) => request.method === 'POST')?.body).toEqual({ content: 'The budget vote decides it.' });
    expect((screen.getByLabelText('Your comment') as HTMLTextAreaElement).value).toBe('');
  });

  it('reads the questions again after a post and a delete, so that "Discussion (N)" and the latest comments count it', async () => {
    server.on('POST /api/questions/q-1/comments', () => ({ status: 201, body: comment('c-3', 'user-1', 'Thandi', 'Mine.') }));
    server.on('DELETE /api/comments/c-2', { body: { id: 'c-2' } });
    server.on('GET /api/questions/today', { body: [] });
    server.on('GET /api/questions/public', { body: [] });
    server.on('GET /api/comments/public', { body: {} });
    const queryClient = createQueryClient();
    const user = userEvent.setup();
    renderWithProviders(server, <DiscussionPanel questionId="q-1" userId="user-1" />, queryClient);
    // What the screen around the discussion shows: today's questions (their comment counts), the archive and the
    // landing's latest comments.
    const unsubscribes = [queryKeys.todayQuestions, queryKeys.publicQuestions, landingQueryKeys.publicComments].map((queryKey) =>
      new QueryObserver(queryClient, { queryKey, queryFn: () => api.get(`/api/${queryKey.join('/')}`) }).subscribe(() => {}),
    );
    await screen.findByRole('list', { name: 'Comments' });
    const reads = (path: string) => server.requests.filter((request) => request.method === 'GET' && request.path === path).length;
    const readsOfEach = () => ['/api/questions/today', '/api/questions/public', '/api/comments/public'].map(reads);
    await expect.poll(readsOfEach).toEqual([1, 1, 1]);

    await user.type(screen.getByLabelText('Your comment'), 'Mine.');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    await expect.poll(readsOfEach).toEqual([2, 2, 2]);

    await user.click(screen.getAllByRole('button', { name: 'Delete your comment' })[0]!);
    await user.click(await screen.findByRole('button', { name: 'Delete Comment' }));
    await expect.poll(readsOfEach).toEqual([3, 3, 3]);
    for (const unsubscribe of unsubscribes) unsubscribe();
  });

  it("shows others' new comments while it is open, within half a minute", async () => {
    // Only the poll's interval is faked: the fake API's sockets keep real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    renderWithProviders(server, <DiscussionPanel questionId="q-1" userId="user-1" />);
    await screen.findByText('Not a chance.');

    comments = [...comments, comment('c-3', 'user-3', 'Lerato', 'The by-election says otherwise.')];
    vi.advanceTimersByTime(29_000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText('The by-election says otherwise.')).toBeNull();
    vi.advanceTimersByTime(1_000);

    expect(await screen.findByText('The by-election says otherwise.')).toBeDefined();
  });

  it('brings the comment the user just posted into view, in a list that opens at its top', async () => {
    comments = Array.from({ length: 12 }, (_, index) => comment(`c-old-${index}`, 'user-2', 'Sipho', `Earlier point ${index}`));
    server.on('POST /api/questions/q-1/comments', () => {
      comments = [...comments, comment('c-new', 'user-1', 'Thandi', 'Mine, at the bottom')];
      return { status: 201, body: comments.at(-1), headers: { 'x-position': '12' } };
    });
    const user = userEvent.setup();
    renderWithProviders(server, <DiscussionPanel questionId="q-1" userId="user-1" />);
    await screen.findByRole('list', { name: 'Comments' });
    expect(scrolled).toEqual([]);

    await user.type(screen.getByLabelText('Your comment'), 'Mine, at the bottom');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));

    await vi.waitFor(() => expect(scrolled).toHaveLength(1));
    expect(scrolled[0]?.textContent).toContain('Mine, at the bottom');
  });

  it('shows earlier comments above the latest page, a page at a time, until the first comment', async () => {
    // A full page and one comment more, oldest first: the first comment is only on the page before the latest. (The
    // pages after a second click follow the same hook as the archive's, whose test goes three pages deep.)
    const all = Array.from({ length: DISCUSSION_PAGE + 1 }, (_, index) => ({
      ...comment(`c-${index}`, index === 0 ? 'user-1' : 'user-2', index === 0 ? 'Thandi' : 'Sipho', `Point ${index}`),
      createdAt: new Date(Date.UTC(2026, 10, 20, 8) + index * 60_000).toISOString(),
    }));
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.on('GET /api/questions/q-1/comments', async ({ path }) => {
      const beforeId = new URL(path, 'http://x').searchParams.get('beforeId');
      const below = beforeId ? all.findIndex((existing) => existing.id === beforeId) : all.length;
      if (below === 1) await held;
      return { body: all.slice(Math.max(0, below - DISCUSSION_PAGE), below) };
    });
    const user = userEvent.setup();
    renderWithProviders(server, <DiscussionPanel questionId="q-1" userId="user-1" />);

    const list = await screen.findByRole('list', { name: 'Comments' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(DISCUSSION_PAGE);
    await user.click(screen.getByRole('button', { name: 'Show earlier comments' }));
    // While the page is on its way the button stays, inert and saying so, with the keyboard's place on it.
    const loading = await screen.findByRole('button', { name: 'Loading earlier comments...' });
    expect(loading.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(loading);
    release();

    expect(await within(list).findByText('Point 0')).toBeDefined();
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(all.length);
    // Above the latest page, and with the same actions: the user's own first comment can be deleted.
    expect(items[0]?.textContent).toContain('Point 0');
    expect(within(items[0]!).getByRole('button', { name: 'Delete your comment' })).toBeDefined();
    const first = all[1]!;
    const asked = new URLSearchParams({ limit: String(DISCUSSION_PAGE), before: first.createdAt, beforeId: first.id });
    expect(server.requests.map((request) => request.path)).toContain(`/api/questions/q-1/comments?${asked}`);
    // The first comment is in: nothing earlier to ask for, and the keyboard's place is the list, not the page's top.
    expect(screen.queryByRole('button', { name: /earlier comments/ })).toBeNull();
    await vi.waitFor(() => expect(document.activeElement).toBe(list));
  });

  it('says there are no earlier comments when the discussion is exactly one full page', async () => {
    const all = Array.from({ length: DISCUSSION_PAGE }, (_, index) => ({
      ...comment(`c-${index}`, 'user-2', 'Sipho', `Point ${index}`),
      createdAt: new Date(Date.UTC(2026, 10, 20, 8) + index * 60_000).toISOString(),
    }));
    server.on('GET /api/questions/q-1/comments', ({ path }) => ({ body: path.includes('beforeId=') ? [] : all }));
    const user = userEvent.setup();
    renderWithProviders(server, <DiscussionPanel questionId="q-1" userId="user-1" />);

    const list = await screen.findByRole('list', { name: 'Comments' });
    expect(screen.queryByText('No earlier comments.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show earlier comments' }));

    expect(await screen.findByText('No earlier comments.')).toBeDefined();
    expect(screen.queryByRole('button', { name: /earlier comments/ })).toBeNull();
    expect(within(list).getAllByRole('listitem')).toHaveLength(DISCUSSION_PAGE);
  });

  it('offers no earlier comments while the latest page is not full', async () => {
    renderWithProviders(server, <DiscussionPanel questionId="q-1" userId="user-1" />);

    await screen.findByRole('list', { name: 'Comments' });
    expect(screen.queryByRole('button', { name: 'Show earlier comments' })).toBeNull();
  });

  it('refuses an image over 5MB before sending anything', async () => {
    const user = userEvent.setup();
    renderWithProviders(server, <DiscussionPanel questionId="q-1" userId="user-1" />);
    await screen.findByRole('list', { name: 'Comments' });

    const tooBig = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'rally.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Add an image (optional, up to 5MB)'), tooBig);

    expect(await screen.findByText('Image too large')).toBeDefined();
    expect(screen.getByText('Please select an image smaller than 5MB')).toBeDefined();
    expect((screen.getByLabelText('Add an image (optional, up to 5MB)') as HTMLInputElement).files).toHaveLength(0);
  });

  it("says 'Failed to post comment' with the server's reason", async () => {
    server.on('POST /api/questions/q-1/comments', errorReply(400, 'Unsupported image: Please choose a PNG, JPEG, GIF or WebP image'));
    const user = userEvent.setup();
    renderWithProviders(server, <DiscussionPanel questionId="q-1" userId="user-1" />);
    await screen.findByRole('list', { name: 'Comments' });

    await user.type(screen.getByLabelText('Your comment'), 'Look at this');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));

    expect(await screen.findByText('Failed to post comment')).toBeDefined();
    expect(screen.getByText('Unsupported image: Please choose a PNG, JPEG, GIF or WebP image')).toBeDefined();
  });

  it("deletes the user's own comment with 'Comment deleted'", async () => {
    server.on('DELETE /api/comments/c-2', () => {
      comments = comments.filter((existing) => existing.id !== 'c-2');
      return { body: { id: 'c-2' }, headers: { 'x-position': '13' } };
    });
    const user = userEvent.setup();
    renderWithProviders(server, <DiscussionPanel questionId="q-1" userId="user-1" />);

    await user.click(await screen.findByRole('button', { name: 'Delete your comment' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your comment?' });
    expect(dialog.textContent).toContain('“I think it holds.” is removed for everyone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.requests.some((request) => request.method === 'DELETE')).toBe(false);
    expect(screen.getByText('I think it holds.')).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Delete your comment' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete Comment' }));

    expect(await screen.findByText('Comment deleted')).toBeDefined();
    await screen.findByText('Not a chance.');
    expect(screen.queryByText('I think it holds.')).toBeNull();
  });
});
