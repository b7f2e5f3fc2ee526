import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorReply, type FakeApi, startFakeApi } from '@/test-support/fake-api';
import { aUser } from '@/test-support/fixtures';
import { renderApp } from '@/test-support/render-app';

describe('the shell', () => {
  let server: FakeApi;
  beforeEach(async () => {
    server = await startFakeApi();
    server.on('GET /api/questions/today', { body: [] });
    server.on('GET /api/questions/public', { body: [] });
  });
  afterEach(() => server.close());

  it("reads 'Loading IEC Bets...' until the server says who is signed in", async () => {
    let answer: (() => void) | null = null;
    server.on('GET /api/auth/me', () => new Promise((resolve) => (answer = () => resolve(errorReply(401, 'Please log in')))));

    renderApp(server, '/');

    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Loading IEC Bets...');
    await waitFor(() => expect(answer).not.toBeNull());
    expect(screen.getByRole('status').textContent).toBe('Loading IEC Bets...');
    answer!();
    expect(await screen.findByRole('button', { name: 'Join' })).toBeDefined();
    expect(screen.queryByText('Loading IEC Bets...')).toBeNull();
  });

  it('shows a visitor the Join button and no bottom navigation', async () => {
    server.on('GET /api/auth/me', errorReply(401, 'Please log in'));

    renderApp(server, '/');

    expect(await screen.findByRole('button', { name: 'Join' })).toBeDefined();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.getByRole('link', { name: 'IEC Bets home' }).getAttribute('href')).toBe('/');
  });

  it('gives a member the avatar link to /profile and the bottom navigation with the current path marked', async () => {
    server.on('GET /api/auth/me', { body: aUser() });

    renderApp(server, '/vote');

    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/', '/vote', '/leaderboard', '/research', '/friends', '/profile']);
    expect(within(nav).getByRole('link', { name: /Vote/ }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: /Home/ }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'Profile of Thandi Mokoena' }).getAttribute('href')).toBe('/profile');
    expect(screen.queryByRole('button', { name: 'Join' })).toBeNull();
  });

  it('adds the /newadmin entry for an admin only', async () => {
    server.on('GET /api/auth/me', { body: aUser({ isAdmin: true }) });

    renderApp(server, '/newadmin');

    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const admin = within(nav).getByRole('link', { name: /Admin/ });
    expect(admin.getAttribute('href')).toBe('/newadmin');
    expect(admin.getAttribute('aria-current')).toBe('page');
    // The dashboard is its own lazily loaded chunk: it appears once that has loaded.
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeDefined();
  });

  it('counts what waits for an admin on the Admin item and on More, reported comments and disputes together, on any screen', async () => {
    server.on('GET /api/auth/me', { body: aUser({ isAdmin: true }) });
    server.on('GET /api/admin/moderation/reports', { body: { waiting: 2, comments: [] } });
    server.on('GET /api/admin/disputes', { body: [{ question: { id: 'q-1' }, disputes: [{ reason: 'The IEC says otherwise' }] }] });

    renderApp(server, '/vote');

    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('button', { name: 'More, 3 new' })).toBeDefined();
    await userEvent.setup().click(within(nav).getByRole('button', { name: /^More/ }));
    // The desktop's bar and the phone's list under More.
    const links = within(nav).getAllByRole('link', { name: 'Admin, 3 waiting' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/newadmin', '/newadmin']);
  });

  it('reads no admin work for a member who is not an admin', async () => {
    server.on('GET /api/auth/me', { body: aUser() });

    renderApp(server, '/vote');

    await screen.findByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(server.requests.some((request) => request.path === '/api/questions/today')).toBe(true));
    expect(server.requests.filter((request) => request.path.startsWith('/api/admin'))).toEqual([]);
  });

  it("offers an admin's Research and Admin under More on a phone's bar, which seven labels would not fit", async () => {
    server.on('GET /api/auth/me', { body: aUser({ isAdmin: true }) });
    const person = userEvent.setup();

    renderApp(server, '/newadmin');

    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const more = within(nav).getByRole('button', { name: 'More' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    // The page under More is the current one: More is marked, so a phone shows where the user is.
    expect(more.className).toContain('active');
    await person.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(more.getAttribute('aria-controls')!)!;
    expect(within(panel).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/research', '/newadmin']);
    await person.keyboard('{Escape}');
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(more);

    // Tabbing past its last entry puts the list away.
    await person.click(more);
    await person.tab();
    await person.tab();
    expect(more.getAttribute('aria-expanded')).toBe('true');
    await person.tab();
    expect(more.getAttribute('aria-expanded')).toBe('false');

    await person.click(more);
    await person.click(within(document.getElementById(more.getAttribute('aria-controls')!)!).getByRole('link', { name: /Research/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Research' })).toBeDefined();
    expect(more.getAttribute('aria-expanded')).toBe('false');
  });

  it("marks the dashboard's entry, and More that holds it, at each of the dashboard's paths, and Home at /home", async () => {
    server.on('GET /api/auth/me', { body: aUser({ isAdmin: true }) });
    for (const path of ['/admin', '/admin/testing', '/dashboard']) {
      const shown = renderApp(server, path);
      const nav = await screen.findByRole('navigation', { name: 'Main' });
      expect(within(nav).getByRole('link', { name: /Admin/ }).getAttribute('aria-current')).toBe('page');
      expect(within(nav).getByRole('button', { name: 'More' }).className).toContain('active');
      expect(within(nav).getByRole('link', { name: /Home/ }).getAttribute('aria-current')).toBeNull();
      shown.unmount();
    }

    renderApp(server, '/home');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: /Home/ }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('button', { name: 'More' }).className).not.toContain('active');
  });

  it('gives a member, whose six items fit the bar, no More', async () => {
    server.on('GET /api/auth/me', { body: aUser() });

    renderApp(server, '/');

    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('button', { name: 'More' })).toBeNull();
  });

  it('denies the admin dashboard to a member who is not an admin', async () => {
    server.on('GET /api/auth/me', { body: aUser() });

    renderApp(server, '/admin');

    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeDefined();
  });

  it("shows '404 Page Not Found' on an unknown path", async () => {
    server.on('GET /api/auth/me', { body: aUser() });

    renderApp(server, '/no-such-page');

    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeDefined();
    expect(screen.getByText(/Developer hint/)).toBeDefined();
  });

  it('renders a screen not built yet with its title, and asks a visitor to sign in first', async () => {
    server.on('GET /api/auth/me', { body: aUser() });
    const member = renderApp(server, '/leaderboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Leaderboard' })).toBeDefined();
    member.unmount();

    server.on('GET /api/auth/me', errorReply(401, 'Please log in'));
    renderApp(server, '/leaderboard');
    expect(await screen.findByRole('heading', { name: 'Sign In Required' })).toBeDefined();
    expect(screen.getByText('Please sign in to view the leaderboard')).toBeDefined();
  });

  it('treats a failed session look-up as a visitor rather than loading forever', async () => {
    server.on('GET /api/auth/me', errorReply(503, 'The read side is starting'));

    renderApp(server, '/');

    expect(await screen.findByRole('button', { name: 'Join' })).toBeDefined();
    expect(screen.queryByText('Loading IEC Bets...')).toBeNull();
  });
});
