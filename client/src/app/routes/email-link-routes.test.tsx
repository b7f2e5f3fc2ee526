import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AddressBar, goTo } from '@/test-support/address-bar';
import { type FakeApi, startVisitorApi } from '@/test-support/fake-api';
import { renderApp } from '@/test-support/render-app';

describe('the pages emailed links lead to, behind one lazily loaded route', () => {
  let server: FakeApi;
  beforeEach(async () => {
    server = await startVisitorApi();
  });
  afterEach(() => server.close());

  const heading = () => screen.findByRole('heading', { level: 1 });

  it.each([
    ['/reset-password#t', 'Choose a New Password'],
    ['/confirm-email#t', 'Confirm Your Email Address'],
    ['/newsletter/confirm#t', 'Confirm Your Newsletter Subscription'],
    ['/newsletter/unsubscribe#t', 'Leave the Newsletter'],
    // The router matches a path whatever its case, or a slash after it: so does the page it leads to.
    ['/Reset-Password/#t', 'Choose a New Password'],
    ['/NEWSLETTER/Unsubscribe#t', 'Leave the Newsletter'],
    ['/newsletter/%63onfirm#t', 'Confirm Your Newsletter Subscription'],
    ['/newsletter/subscribe', '404 Page Not Found'],
    ['/newsletter', '404 Page Not Found'],
  ])('shows %s as "%s"', async (path, title) => {
    renderApp(server, path);
    expect((await heading()).textContent).toBe(title);
  });

  it('moves from one newsletter page to the other as the address changes', async () => {
    renderApp(server, '/newsletter/confirm#t', <AddressBar />);
    expect((await heading()).textContent).toBe('Confirm Your Newsletter Subscription');
    act(() => goTo('/newsletter/unsubscribe#u'));
    expect((await screen.findByRole('heading', { level: 1, name: 'Leave the Newsletter' })).textContent).toBe('Leave the Newsletter');
    expect(document.title).toBe('Leave the Newsletter · IEC Bets');
  });
});
