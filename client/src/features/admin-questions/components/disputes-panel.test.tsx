import type { DisputedQuestion, OpenDisputesResponse } from '@iec-bets/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorReply, type FakeApi, startFakeApi } from '@/test-support/fake-api';
import { aQuestion } from '@/test-support/fixtures';
import { renderWithProviders } from '@/test-support/render-with-providers';
import { QuestionsPanel } from './questions-panel';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60_000).toISOString();
const resolved = aQuestion({ id: 'q-res', text: 'Will turnout pass 60%', isResolved: true, correctOptionId: 'yes', resolutionSummary: 'Turnout was 61%.' });
const disputed: DisputedQuestion = {
  question: {
    id: 'q-res',
    text: 'Will turnout pass 60%',
    options: resolved.options,
    correctOptionId: 'yes',
    resolutionSummary: 'Turnout was 61%.',
    resolutionProofUrl: 'https://results.elections.org.za/',
    resolvedAt: hoursAgo(5),
  },
  disputes: [
    { reason: 'The IEC page says 58.6%.', disputedAt: hoursAgo(3), user: { id: 'u-1', username: 'thandi' } },
    { reason: 'Special votes were double counted.', disputedAt: hoursAgo(2), user: { id: 'u-2', username: null } },
  ],
};

describe('disputed resolutions on the Questions tab', () => {
  let server: FakeApi;
  let open: OpenDisputesResponse;
  beforeEach(async () => {
    server = await startFakeApi();
    open = [disputed];
    server.on('GET /api/admin/drafts', { body: [] });
    server.on('GET /api/admin/questions', { body: [resolved] });
    server.on('GET /api/admin/disputes', () => ({ body: open }));
  });
  afterEach(() => server.close());

  async function renderPanel() {
    const user = userEvent.setup();
    renderWithProviders(server, <QuestionsPanel />);
    const panel = await screen.findByRole('region', { name: 'Disputed Resolutions (1)' });
    return { user, panel };
  }

  it('shows each disputed question with its count, the answer on record and every reason, and marks its row', async () => {
    const { panel } = await renderPanel();
    const card = within(panel).getByRole('article', { name: 'Will turnout pass 60%?' });
    expect(within(card).getByText('2 open disputes')).toBeDefined();
    expect(within(card).getByText('Yes')).toBeDefined();
    const reasons = within(within(card).getByRole('list', { name: 'Disputes of: Will turnout pass 60%' })).getAllByRole('listitem');
    expect(reasons.map((reason) => reason.textContent)).toEqual([
      '@thandi · 3h ago“The IEC page says 58.6%.”',
      'Deleted user · 2h ago“Special votes were double counted.”',
    ]);
    const row = await screen.findByRole('listitem', { name: 'Will turnout pass 60%?' });
    await waitFor(() => expect(within(row).getByText('2 open disputes')).toBeDefined());
    expect(within(row).getByRole('button', { name: 'Correct resolution: Will turnout pass 60%' })).toBeDefined();
  });

  it('dismisses only with a note, given beside the field, then drops the question from the list', async () => {
    server.on('POST /api/admin/questions/q-res/disputes/dismissal', () => {
      open = [];
      return { body: { id: 'q-res' }, headers: { 'x-position': '50' } };
    });
    const { user, panel } = await renderPanel();
    await user.click(within(panel).getByRole('button', { name: 'Dismiss disputes: Will turnout pass 60%' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dismiss disputes' });
    expect(within(dialog).getByText('Will turnout pass 60%?')).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss disputes' }));
    const note = within(dialog).getByLabelText('Note to the disputers');
    expect(within(dialog).getByRole('alert').textContent).toBe('Please add a note for the people who disputed (at least 3 characters)');
    expect(note.getAttribute('aria-invalid')).toBe('true');
    expect(server.requests.some((request) => request.method === 'POST')).toBe(false);

    await user.type(note, 'Special votes were counted once; see the IEC report.');
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss disputes' }));
    expect(await screen.findByText('Disputes dismissed')).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('region', { name: /Disputed Resolutions/ })).toBeNull());
    expect(server.requests.find((request) => request.method === 'POST')?.body).toEqual({ note: 'Special votes were counted once; see the IEC report.' });
  });

  it('corrects to the other answer with a new summary, and keeps the dialog open with the reason when refused', async () => {
    let attempts = 0;
    server.on('PUT /api/admin/questions/q-res/correct-resolution', () => {
      attempts += 1;
      if (attempts === 1) return errorReply(409, 'Someone else changed this at the same moment. Please try again.');
      open = [];
      return { body: { id: 'q-res' }, headers: { 'x-position': '51' } };
    });
    const { user, panel } = await renderPanel();
    await user.click(within(panel).getByRole('button', { name: 'Correct resolution: Will turnout pass 60%' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct resolution' });
    expect(within(dialog).getByText('Will turnout pass 60%?')).toBeDefined();
    expect((within(dialog).getByRole('radio', { name: 'No' }) as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByLabelText('Proof link (optional)') as HTMLInputElement).value).toBe('https://results.elections.org.za/');
    await user.click(within(dialog).getByRole('button', { name: 'Correct resolution' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please write a resolution summary');

    await user.type(within(dialog).getByLabelText('Corrected summary'), 'Turnout was 58.6%, not 61%.');
    await user.click(within(dialog).getByRole('button', { name: 'Correct resolution' }));
    expect(await screen.findByText(/Failed to correct resolution: Someone else changed this/)).toBeDefined();
    expect(screen.getByRole('dialog', { name: 'Correct resolution' })).toBeDefined();

    await user.click(within(dialog).getByRole('button', { name: 'Correct resolution' }));
    expect(await screen.findByText('Resolution corrected')).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.requests.filter((request) => request.method === 'PUT').at(-1)?.body).toEqual({
      correctOptionId: 'no',
      resolutionSummary: 'Turnout was 58.6%, not 61%.',
      resolutionProofUrl: 'https://results.elections.org.za/',
    });
    await waitFor(() => expect(screen.queryByRole('region', { name: /Disputed Resolutions/ })).toBeNull());
  });
});
