import type { AdminUserRow } from '@iec-bets/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorReply, type FakeApi, startFakeApi } from '@/test-support/fake-api';
import { aUser } from '@/test-support/fixtures';
import { openAdminTab } from '@/test-support/render-app';

function aRow(overrides: Partial<AdminUserRow> = {}): AdminUserRow {
  return {
    id: '5f0c2a9e-1b7d-4c33-9a51-0d9b8e6f1a22',
    name: 'Sipho Dlamini',
    username: 'sipho',
    isAdmin: false,
    joinDate: '2026-02-03T08:00:00.000Z',
    totalAnswers: 12,
    ...overrides,
  };
}

const me = aRow({ id: 'user-1', name: 'Thandi Mokoena', username: 'thandi', isAdmin: true });

describe("the admin dashboard's Users tab", () => {
  let server: FakeApi;
  beforeEach(async () => {
    server = await startFakeApi();
    server.on('GET /api/auth/me', { body: aUser({ isAdmin: true }) });
    server.on('GET /api/admin/users', ({ path }) => {
      const search = new URL(path, 'http://x').searchParams.get('search');
      const users = [aRow(), me].filter((row) => !search || row.username.includes(search));
      return { body: { users, page: 1, pageSize: 20, total: users.length } };
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    return server.close();
  });

  const openTab = () => openAdminTab(server, 'Users');

  it('lists users with an id cut to 8 characters, the Admin badge, and no way to revoke oneself', async () => {
    await openTab();

    const sipho = await screen.findByRole('article', { name: 'Sipho Dlamini' });
    expect(within(sipho).getByText('8e6f1a22')).toBeDefined();
    expect(within(sipho).getByText('@sipho')).toBeDefined();
    expect(within(sipho).getByText('3 February 2026')).toBeDefined();
    expect(within(sipho).queryByText('Admin')).toBeNull();
    const thandi = screen.getByRole('article', { name: 'Thandi Mokoena' });
    expect(within(thandi).getByText('Admin')).toBeDefined();
    expect(within(thandi).queryByRole('button')).toBeNull();
    expect(screen.getByText('2 users')).toBeDefined();
  });

  it('searches by what is typed, from the first page', async () => {
    const user = await openTab();
    await screen.findByRole('article', { name: 'Thandi Mokoena' });

    await user.type(screen.getByLabelText('Search by name or username'), 'sip');

    await waitFor(() => expect(screen.queryByRole('article', { name: 'Thandi Mokoena' })).toBeNull());
    expect(screen.getByText('1 user matching "sip"')).toBeDefined();
    const searches = server.requests.filter((request) => request.path.startsWith('/api/admin/users?search=s'));
    expect(searches.map((request) => request.path)).toEqual(['/api/admin/users?search=sip&page=1&pageSize=20']);
  });

  it('grants admin rights once confirmed', async () => {
    server.on('PUT /api/admin/users/5f0c2a9e-1b7d-4c33-9a51-0d9b8e6f1a22/admin', { body: { id: aRow().id, isAdmin: true } });
    const user = await openTab();
    const sipho = await screen.findByRole('article', { name: 'Sipho Dlamini' });

    await user.click(within(sipho).getByRole('button', { name: 'Make admin: Sipho Dlamini' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Make Sipho Dlamini an admin?' });
    await user.click(within(confirm).getByRole('button', { name: 'Make Admin' }));

    expect(await screen.findByText('Admin Rights Granted')).toBeDefined();
    expect(server.requests.find((request) => request.method === 'PUT')?.body).toEqual({ isAdmin: true });
  });

  it("keeps the keyboard on the row's button while the change is on its way, and after", async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.on('PUT /api/admin/users/5f0c2a9e-1b7d-4c33-9a51-0d9b8e6f1a22/admin', async () => {
      await answered;
      return { body: { id: aRow().id, isAdmin: true } };
    });
    const user = await openTab();
    const sipho = await screen.findByRole('article', { name: 'Sipho Dlamini' });
    const makeAdmin = within(sipho).getByRole('button', { name: 'Make admin: Sipho Dlamini' });

    makeAdmin.focus();
    await user.keyboard('{Enter}');
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Make Admin' }));

    await waitFor(() => expect(makeAdmin.getAttribute('aria-disabled')).toBe('true'));
    await waitFor(() => expect(document.activeElement).toBe(makeAdmin));
    // Pressed again while it waits, it asks nothing more.
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    answer();
    expect(await screen.findByText('Admin Rights Granted')).toBeDefined();
    expect(makeAdmin.getAttribute('aria-disabled')).toBeNull();
    expect(document.activeElement).toBe(makeAdmin);
  });

  it("shows 'Update Failed' with the server's reason when a revoke is refused", async () => {
    server.on('GET /api/admin/users', { body: { users: [aRow({ isAdmin: true })], page: 1, pageSize: 20, total: 1 } });
    server.on('PUT /api/admin/users/5f0c2a9e-1b7d-4c33-9a51-0d9b8e6f1a22/admin', errorReply(404, 'We could not find that user'));
    const user = await openTab();
    const sipho = await screen.findByRole('article', { name: 'Sipho Dlamini' });

    await user.click(within(sipho).getByRole('button', { name: 'Revoke admin: Sipho Dlamini' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revoke Admin' }));

    const toast = await screen.findByText('Update Failed');
    expect(toast.parentElement?.textContent).toContain('We could not find that user');
    expect(server.requests.find((request) => request.method === 'PUT')?.body).toEqual({ isAdmin: false });
  });

  it('pages through more users than fit on one page', async () => {
    server.on('GET /api/admin/users', ({ path }) => {
      const page = Number(new URL(path, 'http://x').searchParams.get('page'));
      const row = page === 1 ? aRow() : aRow({ id: 'u-late', name: 'Late Joiner', username: 'late' });
      return { body: { users: [row], page, pageSize: 20, total: 21 } };
    });
    const user = await openTab();
    await screen.findByRole('article', { name: 'Sipho Dlamini' });
    expect(screen.getByText('Page 1 of 2')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Previous' }).getAttribute('aria-disabled')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('article', { name: 'Late Joiner' })).toBeDefined();
    expect(screen.getByText('Page 2 of 2')).toBeDefined();
  });

  it("moves the keyboard from Next or Previous to the new page's count, in sight, and never drops it at either end", async () => {
    server.on('GET /api/admin/users', ({ path }) => {
      const page = Number(new URL(path, 'http://x').searchParams.get('page'));
      const row = page === 1 ? aRow() : aRow({ id: 'u-late', name: 'Late Joiner', username: 'late' });
      return { body: { users: [row], page, pageSize: 20, total: 21 } };
    });
    // jsdom lays nothing out and has no scrollIntoView: the count stands where a shorter page 2 leaves it on a phone,
    // above the window's top, and the test sees where a scroll is asked for.
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    const user = await openTab();
    await screen.findByRole('article', { name: 'Sipho Dlamini' });
    const count = screen.getByText('21 users');
    vi.spyOn(count, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, -452, 300, 20));
    const next = screen.getByRole('button', { name: 'Next' });

    next.focus();
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('article', { name: 'Late Joiner' })).toBeDefined();
    await waitFor(() => expect(document.activeElement).toBe(count));
    expect(count.tabIndex).toBe(-1);
    expect(scrolled).toEqual([count]);
    // On the last page Next stays where the keyboard can reach it, and a press asks for nothing.
    next.focus();
    await user.keyboard('{Enter}');
    expect(next.getAttribute('aria-disabled')).toBe('true');
    expect((next as HTMLButtonElement).disabled).toBe(false);
    expect(document.activeElement).toBe(next);
    expect(screen.getByText('Page 2 of 2')).toBeDefined();

    screen.getByRole('button', { name: 'Previous' }).focus();
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('article', { name: 'Sipho Dlamini' })).toBeDefined();
    await waitFor(() => expect(document.activeElement).toBe(count));
  });
});
