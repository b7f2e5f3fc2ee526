import { DISPUTE_REASON_TOO_LONG, type MyDisputeResponse } from '@iec-bets/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
import { errorReply, type FakeApi, startFakeApi } from '@/test-support/fake-api';
import { aQuestion } from '@/test-support/fixtures';
import { renderWithProviders } from '@/test-support/render-with-providers';
import { DisputeControl } from './dispute-control';

const question = aQuestion({ id: 'q-1', isResolved: true, correctOptionId: 'yes', resolutionSummary: 'It survived.' });
const UNTIL = '2026-11-25T10:00:00.000Z';
const open: MyDisputeResponse = { questionId: 'q-1', answered: true, disputableUntil: UNTIL, canDispute: true, dispute: null };

describe('disputing a resolution', () => {
  let server: FakeApi;
  let mine: MyDisputeResponse;
  beforeEach(async () => {
    server = await startFakeApi();
    mine = open;
    server.on('GET /api/questions/q-1/disputes/mine', () => ({ body: mine }));
  });
  afterEach(() => server.close());

  let queryClient: QueryClient;
  async function renderControl() {
    const user = userEvent.setup();
    queryClient = createQueryClient();
    renderWithProviders(server, <DisputeControl question={question} />, queryClient);
    return user;
  }

  it('offers a dispute until the window closes, and checks the reason beside the field before sending anything', async () => {
    const user = await renderControl();
    const offer = await screen.findByRole('region', { name: 'Dispute the resolution' });
    expect(offer.textContent).toMatch(/^Think this resolution is wrong\? You can dispute it until 25 Nov 2026, \d\d:\d\d\.Dispute this resolution$/);
    await user.click(screen.getByRole('button', { name: `Dispute this resolution: ${question.text}` }));

    const dialog = await screen.findByRole('dialog', { name: 'Dispute this resolution' });
    expect(within(dialog).getByText(/The answer on record is “Yes”\./)).toBeDefined();
    const reason = within(dialog).getByLabelText('Why is the resolution wrong?');
    await user.type(reason, '  too short ');
    await user.click(within(dialog).getByRole('button', { name: 'Send dispute' }));

    const message = within(dialog).getByRole('alert');
    expect(message.textContent).toBe('Please say why the resolution is wrong (at least 10 characters)');
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(reason.getAttribute('aria-describedby')).toBe(`${reason.id}-hint ${message.id}`);
    expect(within(dialog).getByText(/^9 of 500 characters/)).toBeDefined();
    expect(server.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('keeps a pasted reason whole, however long, and says beside the field that it is too long rather than cutting it', async () => {
    const user = await renderControl();
    await user.click(await screen.findByRole('button', { name: `Dispute this resolution: ${question.text}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Dispute this resolution' });
    const reason = within(dialog).getByLabelText('Why is the resolution wrong?');
    const pasted = 'The IEC gazette of 24 November gives a different result. '.repeat(10).trim();

    await user.click(reason);
    await user.paste(pasted);
    await user.click(within(dialog).getByRole('button', { name: 'Send dispute' }));

    expect((reason as HTMLTextAreaElement).value).toBe(pasted);
    expect(within(dialog).getByText(new RegExp(`^${pasted.length} of 500 characters`))).toBeDefined();
    expect(within(dialog).getByRole('alert').textContent).toBe(DISPUTE_REASON_TOO_LONG);
    expect(server.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('sends the reason, says so, and then shows the dispute as under review', async () => {
    server.on('POST /api/questions/q-1/disputes', () => {
      mine = { ...open, canDispute: false, dispute: { reason: 'The GNU collapsed in October.', disputedAt: '2026-11-23T12:00:00.000Z', status: 'open', note: null } };
      return { status: 201, body: { questionId: 'q-1' }, headers: { 'x-position': '40' } };
    });
    const user = await renderControl();
    await user.click(await screen.findByRole('button', { name: `Dispute this resolution: ${question.text}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Dispute this resolution' });
    await user.type(within(dialog).getByLabelText('Why is the resolution wrong?'), 'The GNU collapsed in October.');
    await user.click(within(dialog).getByRole('button', { name: 'Send dispute' }));

    expect(await screen.findByText('Dispute sent')).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const status = await screen.findByRole('region', { name: 'Your dispute' });
    expect(status.textContent).toBe('You disputed this resolution on 23 November 2026. An admin will review it.');
    expect(screen.queryByRole('button', { name: /Dispute this resolution/ })).toBeNull();
    expect(server.requests.find((request) => request.method === 'POST')?.body).toEqual({ reason: 'The GNU collapsed in October.' });
  });

  it('gives the focus to the status that takes the place of the button once the dispute is sent, not to the page', async () => {
    server.on('POST /api/questions/q-1/disputes', () => {
      mine = { ...open, canDispute: false, dispute: { reason: 'The GNU collapsed in October.', disputedAt: '2026-11-23T12:00:00.000Z', status: 'open', note: null } };
      return { status: 201, body: { questionId: 'q-1' } };
    });
    const user = await renderControl();
    (await screen.findByRole('button', { name: `Dispute this resolution: ${question.text}` })).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Dispute this resolution' });
    await user.type(within(dialog).getByLabelText('Why is the resolution wrong?'), 'The GNU collapsed in October.');
    within(dialog).getByRole('button', { name: 'Send dispute' }).focus();
    await user.keyboard('{Enter}');

    const status = await screen.findByRole('region', { name: 'Your dispute' });
    await waitFor(() => expect(document.activeElement).toBe(status));
    expect(status.tabIndex).toBe(-1);
  });

  it('leaves the focus alone when a dispute sent before is shown', async () => {
    mine = { ...open, canDispute: false, dispute: { reason: 'Wrong.', disputedAt: '2026-11-23T12:00:00.000Z', status: 'open', note: null } };
    await renderControl();
    await screen.findByRole('region', { name: 'Your dispute' });
    expect(document.activeElement).toBe(document.body);
  });

  it("puts the server's word on the reason beside the field, and closes on a refusal about the question", async () => {
    server.on('POST /api/questions/q-1/disputes', errorReply(400, 'The reason must be at most 500 characters'));
    const user = await renderControl();
    await user.click(await screen.findByRole('button', { name: `Dispute this resolution: ${question.text}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Dispute this resolution' });
    const reason = within(dialog).getByLabelText('Why is the resolution wrong?');
    await user.type(reason, 'A reason the server refuses.');
    await user.click(within(dialog).getByRole('button', { name: 'Send dispute' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The reason must be at most 500 characters');

    server.on('POST /api/questions/q-1/disputes', () => {
      mine = { ...open, canDispute: false };
      return errorReply(409, 'Disputes close 48 hours after a resolution, and that time has passed for this question');
    });
    await user.click(within(dialog).getByRole('button', { name: 'Send dispute' }));
    expect(await screen.findByText('Failed to send dispute', { selector: '.toast-title' })).toBeDefined();
    expect(screen.getByText(/that time has passed for this question/, { selector: '.toast-description' })).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('button', { name: /Dispute this resolution/ })).toBeNull());
  });

  it("shows the admins' note when they kept the resolution, and offers nothing to someone who may not dispute", async () => {
    mine = {
      ...open,
      canDispute: false,
      dispute: { reason: 'Wrong.', disputedAt: '2026-11-23T12:00:00.000Z', status: 'dismissed', note: 'Special votes were counted.' },
    };
    await renderControl();
    const status = await screen.findByRole('region', { name: 'Your dispute' });
    expect(status.textContent).toContain('An admin reviewed it and kept the answer:');
    expect(within(status).getByText('“Special votes were counted.”')).toBeDefined();
  });

  it('offers nothing to someone who did not answer', async () => {
    mine = { ...open, answered: false, canDispute: false };
    await renderControl();
    // The control shows nothing while its read is on the way too: only its answer makes the absence mean something.
    await waitFor(() => expect(queryClient.getQueryState(queryKeys.myDispute('q-1'))?.status).toBe('success'));
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('region', { name: /dispute/i })).toBeNull();
  });
});
