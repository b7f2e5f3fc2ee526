import { southAfricanDay } from '@iec-bets/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
import { errorReply, type FakeApi, startFakeApi } from '@/test-support/fake-api';
import { aUser } from '@/test-support/fixtures';
import { renderWithProviders } from '@/test-support/render-with-providers';
import { CreateQuestionForm, southAfricanToUtc } from './create-question-form';
import { messageBeside } from '@/test-support/message-beside';

describe('the admin form that creates a question', () => {
  let server: FakeApi;
  beforeEach(async () => {
    server = await startFakeApi();
  });
  afterEach(() => server.close());

  const form = () => screen.getByRole('region', { name: 'Create a Question' });
  const creates = () => server.requests.filter((request) => request.method === 'POST');

  it("starts on today at 13:00 with Yes and No as the options", () => {
    renderWithProviders(server, <CreateQuestionForm />);

    expect((screen.getByLabelText('Date') as HTMLInputElement).value).toBe(southAfricanDay(new Date()));
    expect((screen.getByLabelText('Time (SAST)') as HTMLInputElement).value).toBe('13:00');
    expect((screen.getByLabelText('Option 1') as HTMLInputElement).value).toBe('Yes');
    expect((screen.getByLabelText('Option 2') as HTMLInputElement).value).toBe('No');
  });

  it('says that the question opens at midnight of its day, whatever its time, and warns when that day has passed', async () => {
    const user = userEvent.setup();
    renderWithProviders(server, <CreateQuestionForm />);
    const hintOf = (label: string) => document.getElementById(`${screen.getByLabelText(label).id}-hint`)?.textContent;

    expect(hintOf('Date')).toBe("It is one of that day's questions from midnight, South African time.");
    expect(hintOf('Time (SAST)')).toBe('Kept with the question; it does not hold back its opening.');
    expect(screen.getByLabelText('Date').getAttribute('aria-describedby')).toContain('new-question-date-hint');

    const date = screen.getByLabelText('Date');
    await user.clear(date);
    await user.type(date, '2026-11-01');
    expect(hintOf('Date')).toBe("That day has passed: the question will never be one of today's questions, so nobody can predict it.");
  });

  it('asks for every required field before calling the server; the context may stay empty', async () => {
    const user = userEvent.setup();
    renderWithProviders(server, <CreateQuestionForm />);

    await user.click(screen.getByRole('button', { name: 'Create Draft' }));
    expect(within(form()).getByRole('alert').textContent).toBe('Please fill in all required fields');
    expect(messageBeside(screen.getByLabelText('Question'))).toBe('Please fill in all required fields');
    expect(document.activeElement).toBe(screen.getByLabelText('Question'));

    await user.type(screen.getByLabelText('Question'), 'Will the budget pass');
    await user.clear(screen.getByLabelText('Option 2'));
    await user.click(screen.getByRole('button', { name: 'Create Draft' }));
    expect(within(form()).getByRole('alert').textContent).toBe('Please fill in all required fields');
    expect(messageBeside(screen.getByLabelText('Option 2'))).toBe('Please fill in all required fields');

    await user.type(screen.getByLabelText('Option 2'), 'No');
    await user.clear(screen.getByLabelText('Option 1'));
    await user.clear(screen.getByLabelText('Time (SAST)'));
    await user.click(screen.getByRole('button', { name: 'Create Draft' }));
    // Both empty fields are marked: the SPEC's sentence beside the first, a short word beside the other.
    expect(within(form()).getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Please fill in all required fields', 'Required']);
    expect(messageBeside(screen.getByLabelText('Option 1'))).toBe('Please fill in all required fields');
    expect(messageBeside(screen.getByLabelText('Time (SAST)'))).toBe('Required');
    expect(screen.getByLabelText('Option 2').getAttribute('aria-invalid')).toBe('false');
    expect(creates()).toEqual([]);
  });

  it('asks for two options a player can tell apart, beside the second, before calling the server', async () => {
    const user = userEvent.setup();
    renderWithProviders(server, <CreateQuestionForm />);
    await user.type(screen.getByLabelText('Question'), 'Will the budget pass');
    await user.clear(screen.getByLabelText('Option 2'));
    await user.type(screen.getByLabelText('Option 2'), ' YES ');

    await user.click(screen.getByRole('button', { name: 'Create Draft' }));

    expect(messageBeside(screen.getByLabelText('Option 2'))).toBe('The two options must differ');
    expect(screen.getByLabelText('Option 1').getAttribute('aria-invalid')).toBe('false');
    expect(document.activeElement).toBe(screen.getByLabelText('Option 2'));
    expect(creates()).toEqual([]);
  });

  it("sends the question with yes/no options and the South African date and time in UTC, then says 'Question created as draft'", async () => {
    server.on('POST /api/admin/questions', { status: 201, body: { id: 'q-9' }, headers: { 'x-position': '12' } });
    const user = userEvent.setup();
    renderWithProviders(server, <CreateQuestionForm />);

    await user.type(screen.getByLabelText('Question'), '  Will the budget pass  ');
    await user.type(screen.getByLabelText('Context (optional)'), 'The vote is on Wednesday.');
    await user.clear(screen.getByLabelText('Option 1'));
    await user.type(screen.getByLabelText('Option 1'), 'It passes');
    await user.clear(screen.getByLabelText('Date'));
    await user.type(screen.getByLabelText('Date'), '2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Create Draft' }));

    expect(await screen.findByText('Question created as draft')).toBeDefined();
    expect(creates()[0]?.body).toEqual({
      text: 'Will the budget pass',
      context: 'The vote is on Wednesday.',
      date: '2026-12-01T11:00:00.000Z',
      options: [
        { id: 'yes', text: 'It passes' },
        { id: 'no', text: 'No' },
      ],
    });
    // Ready for the next question.
    await waitFor(() => expect((screen.getByLabelText('Question') as HTMLTextAreaElement).value).toBe(''));
    // No message is left standing: a field's message exists only while there is one.
    expect(within(form()).queryByRole('alert')).toBeNull();
  });

  it("shows the server's reason in an Error toast when it refuses", async () => {
    server.on('POST /api/admin/questions', errorReply(403, 'Admins only'));
    const user = userEvent.setup();
    renderWithProviders(server, <CreateQuestionForm />);

    await user.type(screen.getByLabelText('Question'), 'Will the budget pass');
    await user.click(screen.getByRole('button', { name: 'Create Draft' }));

    const title = await screen.findByText('Error');
    expect(title.parentElement?.textContent).toContain('Failed to create question: Admins only');
    expect((screen.getByLabelText('Question') as HTMLTextAreaElement).value).toBe('Will the budget pass');
  });

  it("names only what failed when the server gives no reason", async () => {
    server.on('POST /api/admin/questions', { status: 502 });
    const user = userEvent.setup();
    renderWithProviders(server, <CreateQuestionForm />);

    await user.type(screen.getByLabelText('Question'), 'Will the budget pass');
    await user.click(screen.getByRole('button', { name: 'Create Draft' }));

    expect(await screen.findByText('Failed to create question', { exact: true })).toBeDefined();
  });

  it('reads the typed date and time as South African time', () => {
    expect(southAfricanToUtc('2026-11-23', '13:00')).toBe('2026-11-23T11:00:00.000Z');
    expect(southAfricanToUtc('2026-11-24', '01:30')).toBe('2026-11-23T23:30:00.000Z');
  });
});

describe('what an admin was writing in the create form', () => {
  let server: FakeApi;
  beforeEach(async () => {
    server = await startFakeApi();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    return server.close();
  });

  /** The form as the dashboard shows it to a signed-in admin; unmounting it is what a session that ends does. */
  function renderFor(userId: string) {
    const queryClient = createQueryClient();
    queryClient.setQueryData(queryKeys.me, aUser({ id: userId, isAdmin: true }));
    return renderWithProviders(server, <CreateQuestionForm />, queryClient);
  }
  const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement).value;
  const restoredNote = () => screen.queryByText('Restored what you were writing.');

  async function writeHalfAQuestion() {
    const user = userEvent.setup();
    const form = renderFor('admin-1');
    await user.type(screen.getByLabelText('Question'), 'Will the budget pass');
    await user.type(screen.getByLabelText('Context (optional)'), 'The vote is on Wednesday.');
    await user.clear(screen.getByLabelText('Option 1'));
    await user.type(screen.getByLabelText('Option 1'), 'It passes');
    await user.clear(screen.getByLabelText('Date'));
    await user.type(screen.getByLabelText('Date'), '2026-12-01');
    return { user, form };
  }

  it('gives the words back, saying so quietly, when the form comes back for the same admin', async () => {
    const { form } = await writeHalfAQuestion();
    form.unmount();

    renderFor('admin-1');

    expect(valueOf('Question')).toBe('Will the budget pass');
    expect(valueOf('Context (optional)')).toBe('The vote is on Wednesday.');
    expect(valueOf('Option 1')).toBe('It passes');
    expect(valueOf('Option 2')).toBe('No');
    expect(valueOf('Date')).toBe('2026-12-01');
    expect(valueOf('Time (SAST)')).toBe('13:00');
    expect(restoredNote()).not.toBeNull();
    // Nothing louder than the line: no alert, no toast.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('drops the note once the restored words are all taken out', async () => {
    const user = userEvent.setup();
    const form = renderFor('admin-1');
    await user.type(screen.getByLabelText('Question'), 'Will the budget pass');
    form.unmount();
    renderFor('admin-1');
    expect(restoredNote()).not.toBeNull();

    await user.clear(screen.getByLabelText('Question'));
    expect(restoredNote()).toBeNull();
  });

  it('restores nothing for another admin signing in on the same tab', async () => {
    const { form } = await writeHalfAQuestion();
    form.unmount();

    renderFor('admin-2');

    expect(valueOf('Question')).toBe('');
    expect(valueOf('Option 1')).toBe('Yes');
    expect(valueOf('Date')).toBe(southAfricanDay(new Date()));
    expect(restoredNote()).toBeNull();
  });

  it('sends the restored words as they stand, and keeps nothing once the question is created', async () => {
    server.on('POST /api/admin/questions', { status: 201, body: { id: 'q-9' } });
    const { form } = await writeHalfAQuestion();
    form.unmount();
    const user = userEvent.setup();
    const again = renderFor('admin-1');

    await user.click(screen.getByRole('button', { name: 'Create Draft' }));

    expect(await screen.findByText('Question created as draft')).toBeDefined();
    expect(server.requests.find((request) => request.method === 'POST')?.body).toMatchObject({
      text: 'Will the budget pass',
      context: 'The vote is on Wednesday.',
      date: '2026-12-01T11:00:00.000Z',
    });
    await waitFor(() => expect(valueOf('Question')).toBe(''));
    expect(restoredNote()).toBeNull();
    again.unmount();

    renderFor('admin-1');
    expect(valueOf('Question')).toBe('');
    expect(valueOf('Option 1')).toBe('Yes');
    expect(restoredNote()).toBeNull();
  });

  it('keeps the words through a refusal, which leaves them unsent', async () => {
    server.on('POST /api/admin/questions', errorReply(409, 'Something went wrong'));
    const { user, form } = await writeHalfAQuestion();
    await user.click(screen.getByRole('button', { name: 'Create Draft' }));
    await screen.findByText('Error');
    form.unmount();

    renderFor('admin-1');
    expect(valueOf('Question')).toBe('Will the budget pass');
  });

  it('lets the admin discard the restored words: the form starts afresh, its first box focused, and stays so', async () => {
    const { form } = await writeHalfAQuestion();
    form.unmount();
    const user = userEvent.setup();
    const again = renderFor('admin-1');

    await user.click(screen.getByRole('button', { name: 'Discard' }));

    expect(valueOf('Question')).toBe('');
    expect(valueOf('Context (optional)')).toBe('');
    expect(valueOf('Option 1')).toBe('Yes');
    expect(valueOf('Date')).toBe(southAfricanDay(new Date()));
    expect(restoredNote()).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Question'));
    again.unmount();

    renderFor('admin-1');
    expect(valueOf('Question')).toBe('');
    expect(restoredNote()).toBeNull();
  });

  it('keeps nothing once the words are all taken out again', async () => {
    const { user, form } = await writeHalfAQuestion();
    await user.clear(screen.getByLabelText('Question'));
    await user.clear(screen.getByLabelText('Context (optional)'));
    await user.clear(screen.getByLabelText('Option 1'));
    await user.type(screen.getByLabelText('Option 1'), 'Yes');
    await user.clear(screen.getByLabelText('Date'));
    await user.type(screen.getByLabelText('Date'), southAfricanDay(new Date()));
    form.unmount();

    renderFor('admin-1');
    expect(restoredNote()).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('starts empty and works as before when what was kept is corrupt or of the wrong kind', async () => {
    server.on('POST /api/admin/questions', { status: 201, body: { id: 'q-9' } });
    const { form } = await writeHalfAQuestion();
    form.unmount();
    const key = sessionStorage.key(0)!;

    for (const corrupt of ['{"text": "Will the bud', JSON.stringify({ text: 42, option1: ['Yes'] }), 'null']) {
      sessionStorage.setItem(key, corrupt);
      const again = renderFor('admin-1');
      expect(valueOf('Question')).toBe('');
      expect(valueOf('Option 1')).toBe('Yes');
      expect(restoredNote()).toBeNull();
      again.unmount();
    }

    const user = userEvent.setup();
    renderFor('admin-1');
    await user.type(screen.getByLabelText('Question'), 'Will Parliament sit on Friday');
    await user.click(screen.getByRole('button', { name: 'Create Draft' }));
    expect(await screen.findByText('Question created as draft')).toBeDefined();
  });

  it('works as before, keeping nothing, when the tab refuses its storage', async () => {
    const refused = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(refused);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(refused);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(refused);
    server.on('POST /api/admin/questions', { status: 201, body: { id: 'q-9' } });
    const { user, form } = await writeHalfAQuestion();
    expect(valueOf('Question')).toBe('Will the budget pass');
    form.unmount();

    renderFor('admin-1');
    expect(valueOf('Question')).toBe('');
    await user.type(screen.getByLabelText('Question'), 'Will Parliament sit on Friday');
    await user.click(screen.getByRole('button', { name: 'Create Draft' }));
    expect(await screen.findByText('Question created as draft')).toBeDefined();
  });
});
