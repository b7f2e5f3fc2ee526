import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Address, address } from '@/test-support/address-bar';
import { type FakeApi, startFakeApi } from '@/test-support/fake-api';
import type { Suggestion } from '@iec-bets/contracts';
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

  it('says on each tab how much of the work the Admin item counts waits there: disputes on Questions, reports on Moderation', async () => {
    server.on('GET /api/admin/moderation/reports', { body: { waiting: 1, comments: [] } });
    server.on('GET /api/admin/disputes', { body: [{ question: { id: 'q-1' }, disputes: [{ reason: 'Wrong' }, { reason: 'Too soon' }] }] });
    renderApp(server, '/newadmin?tab=users');

    expect(await screen.findByRole('tab', { name: 'Questions, 2 waiting' })).toBeDefined();
    expect(await screen.findByRole('tab', { name: 'Moderation, 1 waiting' })).toBeDefined();
  });

  it('opens the first tab for a tab it does not have', async () => {
    renderApp(server, '/newadmin?tab=billing', <Address />);

    expect(await selectedTab()).toEqual(['Questions']);
  });

  describe('a suggestion drafted as a question', () => {
    const suggestion: Suggestion = {
      id: 's-1',
      title: 'Will the IEC extend voter registration by a week',
      description: 'Queues were long on the last weekend.',
      status: 'approved',
      adminNotes: 'Worth asking before the deadline.',
      createdAt: '2026-11-20T10:00:00.000Z',
      updatedAt: '2026-11-21T10:00:00.000Z',
      user: { id: 'user-2', name: 'Sipho Dlamini', username: 'sipho' },
    };
    beforeEach(() => {
      server.on('GET /api/question-suggestions', { body: [suggestion, { ...suggestion, id: 's-2', title: 'Will turnout pass 60 percent', status: 'used' }] });
      server.on('GET /api/admin/questions', { body: [] });
      server.on('GET /api/admin/drafts', { body: [] });
      server.on('GET /api/admin/disputes', { body: [] });
      server.on('POST /api/admin/questions', { status: 201, body: { id: 'q-new' } });
      server.on('PUT /api/question-suggestions/s-1', { body: { id: 's-1', status: 'used', adminNotes: suggestion.adminNotes } });
    });

    /** Presses Draft question on the suggestion's row; the form's question box, once the suggestion fills it. */
    async function draftFromSuggestion(user: ReturnType<typeof userEvent.setup>) {
      const row = await screen.findByRole('article', { name: suggestion.title });
      await user.click(within(row).getByRole('button', { name: `Draft a question from: ${suggestion.title}` }));
      const question = (await screen.findByLabelText('Question')) as HTMLTextAreaElement;
      await waitFor(() => expect(question.value).toBe(suggestion.title));
      return question;
    }

    it('fills the new question form from the suggestion, and marks the suggestion used once the draft is created', async () => {
      const user = userEvent.setup();
      renderApp(server, '/newadmin?tab=suggestions', <Address />);
      const row = await screen.findByRole('article', { name: suggestion.title });
      // A used suggestion is done with: it offers no second draft.
      const used = screen.getByRole('article', { name: 'Will turnout pass 60 percent' });
      expect(used.querySelector('button')?.textContent).not.toBe('Draft question');

      await user.click(within(row).getByRole('button', { name: `Draft a question from: ${suggestion.title}` }));

      expect(await selectedTab()).toEqual(['Questions']);
      await waitFor(() => expect(address()).toBe('/newadmin'));
      const question = (await screen.findByLabelText('Question')) as HTMLTextAreaElement;
      await waitFor(() => expect(question.value).toBe(suggestion.title));
      expect((screen.getByLabelText('Context (optional)') as HTMLTextAreaElement).value).toBe(suggestion.description);
      expect(document.activeElement).toBe(question);
      expect(screen.getByRole('status', { name: '' }).textContent).toContain('From the suggestion by @sipho, marked used once the draft is created.');

      await user.type(question, '?');
      await user.click(screen.getByRole('button', { name: 'Create Draft' }));

      await waitFor(() => expect(server.requests.some((request) => request.method === 'PUT')).toBe(true));
      const created = server.requests.find((request) => request.method === 'POST' && request.path === '/api/admin/questions');
      expect(created?.body).toMatchObject({ text: `${suggestion.title}?`, context: suggestion.description });
      const marked = server.requests.find((request) => request.method === 'PUT');
      expect(marked).toMatchObject({ path: '/api/question-suggestions/s-1', body: { status: 'used', adminNotes: suggestion.adminNotes } });
      // The form starts afresh, from no suggestion.
      await waitFor(() => expect(question.value).toBe(''));
      expect(screen.queryByText(/From the suggestion by/)).toBeNull();
    });

    it('lets the admin put back what they were writing, which the suggestion replaced', async () => {
      const user = userEvent.setup();
      renderApp(server, '/newadmin');
      await user.type(await screen.findByLabelText('Question'), 'Will the budget pass in Tshwane');
      await user.click(screen.getByRole('tab', { name: 'Suggestions' }));
      const question = await draftFromSuggestion(user);

      await user.click(screen.getByRole('button', { name: 'Put back what you were writing' }));

      expect(question.value).toBe('Will the budget pass in Tshwane');
      expect((screen.getByLabelText('Context (optional)') as HTMLTextAreaElement).value).toBe('');
      expect(screen.queryByText(/From the suggestion by/)).toBeNull();
      expect(document.activeElement).toBe(question);
    });

    it('lets the admin start afresh, which leaves the suggestion as it was', async () => {
      const user = userEvent.setup();
      renderApp(server, '/newadmin?tab=suggestions');
      const question = await draftFromSuggestion(user);

      await user.click(screen.getByRole('button', { name: 'Start afresh' }));

      expect(question.value).toBe('');
      expect(document.activeElement).toBe(question);
      expect(screen.queryByText(/From the suggestion by/)).toBeNull();
      expect(server.requests.filter((request) => request.method !== 'GET')).toEqual([]);
    });
  });
});
