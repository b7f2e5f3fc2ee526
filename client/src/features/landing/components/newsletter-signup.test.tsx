import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorReply, type FakeApi, startFakeApi } from '@/test-support/fake-api';
import { aQuestion } from '@/test-support/fixtures';
import { renderApp } from '@/test-support/render-app';

/** The card is found anew each time: the form's code takes it over once it has loaded. */
const card = () => screen.getByRole('region', { name: 'Get the daily question by email' });

/** The card's controls after the address, in the keyboard's order. */
const controlsAfterEmail = () => [
  within(card()).getByLabelText('Name (optional)'),
  within(card()).getByRole('button', { name: 'Subscribe' }),
  within(card()).getByRole('link', { name: 'privacy notice' }),
];

describe("the newsletter card as its form's code arrives", () => {
  let server: FakeApi;
  beforeEach(async () => {
    server = await startFakeApi();
    server.on('GET /api/auth/me', errorReply(401, 'Please log in'));
    server.on('GET /api/questions/today', { body: [aQuestion()] });
    server.on('GET /api/questions/public', { body: [] });
    server.on('GET /api/comments/public', { body: {} });
  });
  afterEach(() => server.close());

  it.each([
    ['Subscribe', 2],
    ["the privacy notice's link", 3],
  ])('keeps the keyboard on %s, reached from the address by Tab while the code was on its way', async (_on, tabs) => {
    const user = userEvent.setup();
    renderApp(server, '/');
    const email = await screen.findByLabelText<HTMLInputElement>('Email address');
    // Nameless, the fields put nothing in the page's address should the browser send the form before the app runs.
    expect([email, ...controlsAfterEmail().slice(0, 1)].map((field) => field.getAttribute('name'))).toEqual([null, null]);

    // The field asks for the code; the address is typed and the keyboard moves on before it has arrived (a slow phone).
    email.focus();
    email.value = 'thandi@example.co.za';
    controlsAfterEmail()
      .slice(0, tabs)
      .forEach((control) => control.focus());

    await waitFor(() => expect(within(card()).getByLabelText('Email address')).not.toBe(email));
    // The form's own control has the focus, not the page's body: the next Tab goes on from there.
    const controls = controlsAfterEmail();
    expect(document.activeElement).toBe(controls[tabs - 1]);
    expect(within(card()).getByLabelText<HTMLInputElement>('Email address').value).toBe('thandi@example.co.za');
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(controls[tabs - 2]);
  });
});
