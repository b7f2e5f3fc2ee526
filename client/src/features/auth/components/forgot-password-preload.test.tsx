import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, startVisitorApi } from '@/test-support/fake-api';
import { renderApp } from '@/test-support/render-app';

/** Each time the forgot-password form's code is asked for, in this file (its module is loaded through this mock). */
const asked = vi.hoisted(() => ({ count: 0 }));
vi.mock('./forgot-password-form', async (importOriginal) => {
  asked.count++;
  return importOriginal();
});

describe("the forgot-password form's code", () => {
  let server: FakeApi;
  beforeEach(async () => {
    server = await startVisitorApi();
  });
  afterEach(() => server.close());

  it('is on its way as "Forgot your password?" is reached for, before it is pressed', async () => {
    const user = userEvent.setup();
    renderApp(server, '/');
    await user.click(await screen.findByRole('button', { name: 'Join' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join IEC Bets' });
    await user.click(within(dialog).getByRole('tab', { name: 'Log In' }));
    await user.hover(within(dialog).getByLabelText('Password'));
    // Logging in asks for none of it.
    expect(asked.count).toBe(0);

    await user.hover(within(dialog).getByRole('button', { name: 'Forgot your password?' }));

    await waitFor(() => expect(asked.count).toBe(1));
  });
});
