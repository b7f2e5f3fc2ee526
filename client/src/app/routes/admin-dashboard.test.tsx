import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Address, address } from '@/test-support/address-bar';
import { type FakeApi, startFakeApi } from '@/test-support/fake-api';
import { aUser } from '@/test-support/fixtures';
import { renderApp } from '@/test-support/render-app';

describe("the admin dashboard's tabs", () => {
  let server: FakeApi;
  beforeEach(async () => {
    server = await startFakeApi();
    server.on('GET /api/auth/me', { body: aUser({ isAdmin: true }) });
    server.on('GET /api/admin/moderation/reports', { body: { waiting: 0, comments: [] } });
  });
  afterEach(() => server.close());

  const selectedTab = async () => (await screen.findAllByRole('tab', { selected: true })).map((tab) => tab.textContent);

  it('opens the tab the address names, so that a reload or a shared link lands on it', async () => {
    renderApp(server, '/newadmin?tab=moderation', <Address />);

    expect(await selectedTab()).toEqual(['Moderation']);
    expect(await screen.findByText('No reported comments. Reports from users will appear here.')).toBeDefined();
  });

  it('puts the tab chosen in the address, and leaves the first one out of it', async () => {
    const user = userEvent.setup();
    renderApp(server, '/newadmin', <Address />);
    expect(await selectedTab()).toEqual(['Questions']);

    await user.click(screen.getByRole('tab', { name: 'Users' }));
    await waitFor(() => expect(address()).toBe('/newadmin?tab=users'));
    expect(await selectedTab()).toEqual(['Users']);

    await user.click(screen.getByRole('tab', { name: 'Questions' }));
    await waitFor(() => expect(address()).toBe('/newadmin'));
  });

  it('opens the first tab for a tab it does not have', async () => {
    renderApp(server, '/newadmin?tab=billing', <Address />);

    expect(await selectedTab()).toEqual(['Questions']);
  });
});
