import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorReply, type FakeApi, startFakeApi } from '@/test-support/fake-api';
import { aUser } from '@/test-support/fixtures';
import { renderApp } from '@/test-support/render-app';

const created = {
  id: 's-1',
  title: 'Will the ANC win Tshwane in 2026?',
  description: null,
  status: 'pending',
  adminNotes: null,
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.000Z',
  user: { id: 'user-1', name: 'Thandi Mokoena', username: 'thandi' },
};

describe("the 'Suggest a Question' dialog on /vote", () => {
  let server: FakeApi;
  beforeEach(async () => {
    server = await startFakeApi();
    server.on('GET /api/auth/me', { body: aUser() });
    server.on('GET /api/questions/today', { body: [] });
  });
  afterEach(() => server.close());

  async function openDialog() {
    const user = userEvent.setup();
    renderApp(server, '/vote');
    await user.click(await screen.findByRole('button', { name: 'Suggest a Question' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suggest a Question' });
    return { user, dialog };
  }

  it('links to the member’s own suggestions beside the button', async () => {
    renderApp(server, '/vote');
    expect((await screen.findByRole('link', { name: 'My Suggestions' })).getAttribute('href')).toBe('/my-suggestions');
  });

  it('asks for 10 to 200 characters before calling the server', async () => {
    const { user, dialog } = await openDialog();
    const submit = within(dialog).getByRole('button', { name: 'Submit Suggestion' });

    await user.click(submit);
    expect(within(dialog).getByRole('alert').textContent).toBe('Question must be at least 10 characters');
    const question = within(dialog).getByLabelText('Question');
    expect(question.getAttribute('aria-invalid')).toBe('true');
    expect(question.getAttribute('aria-describedby')).toBe(within(dialog).getByRole('alert').id);
    expect(document.activeElement).toBe(question);

    await user.type(within(dialog).getByLabelText('Question'), '  Too short  ');
    await user.click(submit);
    expect(within(dialog).getByRole('alert').textContent).toBe('Question must be at least 10 characters');

    await user.clear(within(dialog).getByLabelText('Question'));
    await user.click(within(dialog).getByLabelText('Question'));
    await user.paste('x'.repeat(201));
    await user.click(submit);
    expect(within(dialog).getByRole('alert').textContent).toBe('Question must be less than 200 characters');
    expect(within(dialog).getByLabelText('Question').getAttribute('aria-describedby')).toBe(within(dialog).getByRole('alert').id);
    expect(within(dialog).getByLabelText('Description (optional)').getAttribute('aria-invalid')).toBe('false');
    expect(server.requests.some((request) => request.path === '/api/question-suggestions')).toBe(false);
  });

  it("sends the question and its description, says 'Question Suggested!' and closes", async () => {
    server.on('POST /api/question-suggestions', { status: 201, body: created });
    const { user, dialog } = await openDialog();

    await user.type(within(dialog).getByLabelText('Question'), 'Will the ANC win Tshwane in 2026?');
    await user.type(within(dialog).getByLabelText('Description (optional)'), 'The coalition there keeps changing.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Suggestion' }));

    expect(await screen.findByText('Question Suggested!')).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.requests.find((request) => request.method === 'POST')?.body).toEqual({
      title: 'Will the ANC win Tshwane in 2026?',
      description: 'The coalition there keeps changing.',
    });
  });

  it("shows 'Failed to Submit' with the server's reason and keeps what was typed", async () => {
    server.on('POST /api/question-suggestions', errorReply(429, 'Too many suggestions. Please try again later.'));
    const { user, dialog } = await openDialog();

    await user.type(within(dialog).getByLabelText('Question'), 'Will the ANC win Tshwane in 2026?');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Suggestion' }));

    const toast = await screen.findByText('Failed to Submit');
    expect(toast.parentElement?.textContent).toContain('Too many suggestions. Please try again later.');
    expect((within(dialog).getByLabelText('Question') as HTMLTextAreaElement).value).toBe('Will the ANC win Tshwane in 2026?');
  });

  it("falls back to 'Please try again' when the server gives no reason", async () => {
    server.on('POST /api/question-suggestions', { status: 502 });
    const { user, dialog } = await openDialog();

    await user.type(within(dialog).getByLabelText('Question'), 'Will the ANC win Tshwane in 2026?');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Suggestion' }));

    const toast = await screen.findByText('Failed to Submit');
    expect(toast.parentElement?.textContent).toContain('Please try again');
  });
});
