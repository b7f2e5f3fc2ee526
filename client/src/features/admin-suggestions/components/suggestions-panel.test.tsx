import type { Suggestion } from '@iec-bets/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorReply, type FakeApi, startFakeApi } from '@/test-support/fake-api';
import { aUser } from '@/test-support/fixtures';
import { openAdminTab } from '@/test-support/render-app';

function aSuggestion(overrides: Partial<Suggestion> = {}): Suggestion {
  return {
    id: 's-1',
    title: 'Will the ANC win Tshwane in 2026?',
    description: 'The coalition there keeps changing.',
    status: 'pending',
    adminNotes: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    user: { id: 'user-2', name: 'Sipho Dlamini', username: 'sipho' },
    ...overrides,
  };
}

describe("the admin dashboard's Suggestions tab", () => {
  let server: FakeApi;
  beforeEach(async () => {
    server = await startFakeApi();
    server.on('GET /api/auth/me', { body: aUser({ isAdmin: true }) });
    server.on('GET /api/question-suggestions', {
      body: [aSuggestion(), aSuggestion({ id: 's-2', title: 'Will turnout pass 60%?', description: null, status: 'used', adminNotes: 'Asked on day 990.' })],
    });
  });
  afterEach(() => server.close());

  const openTab = () => openAdminTab(server, 'Suggestions');

  it('lists each suggestion with its description, author, status badge and notes', async () => {
    await openTab();

    const pending = await screen.findByRole('article', { name: 'Will the ANC win Tshwane in 2026?' });
    expect(within(pending).getByText('The coalition there keeps changing.')).toBeDefined();
    expect(within(pending).getByText('By Sipho Dlamini (@sipho) on 20 November 2026')).toBeDefined();
    expect(within(pending).getByText('Pending').className).toContain('status-pending');
    const used = screen.getByRole('article', { name: 'Will turnout pass 60%?' });
    expect(within(used).getByText('Used').className).toContain('status-used');
    expect(within(used).getByText('Asked on day 990.')).toBeDefined();
  });

  it('asks the server for one status when filtered', async () => {
    server.on('GET /api/question-suggestions?status=rejected&limit=50', { body: [] });
    const user = await openTab();
    await screen.findByRole('article', { name: 'Will turnout pass 60%?' });

    await user.selectOptions(screen.getByLabelText('Filter by status'), 'Rejected');

    expect(await screen.findByText('No rejected suggestions')).toBeDefined();
    expect(server.requests.some((request) => request.path === '/api/question-suggestions?status=rejected&limit=50')).toBe(true);
  });

  it('needs a status before saving a review, then sends it with the notes', async () => {
    server.on('PUT /api/question-suggestions/s-1', { body: { id: 's-1', status: 'approved', adminNotes: 'Good one.' } });
    const user = await openTab();
    const row = await screen.findByRole('article', { name: 'Will the ANC win Tshwane in 2026?' });

    await user.click(within(row).getByRole('button', { name: 'Review: Will the ANC win Tshwane in 2026?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review Suggestion' });
    const notes = within(dialog).getByLabelText('Admin notes (optional)');
    // The admin knows who reads them: they are shown on the suggester's My Suggestions.
    expect(within(dialog).getByText('Shown to the person who suggested it.').id).toBe(notes.getAttribute('aria-describedby'));
    await user.type(notes, 'Good one.');
    await user.click(within(dialog).getByRole('button', { name: 'Save Review' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please select a status');
    const status = within(dialog).getByLabelText('Status');
    expect(status.getAttribute('aria-invalid')).toBe('true');
    expect(status.getAttribute('aria-describedby')).toBe(within(dialog).getByRole('alert').id);
    expect(document.activeElement).toBe(status);
    expect(server.requests.some((request) => request.method === 'PUT')).toBe(false);

    await user.selectOptions(within(dialog).getByLabelText('Status'), 'Approved');
    await user.click(within(dialog).getByRole('button', { name: 'Save Review' }));

    expect(await screen.findByText('Suggestion Updated')).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.requests.find((request) => request.method === 'PUT')?.body).toEqual({ status: 'approved', adminNotes: 'Good one.' });
  });

  it("shows 'Update Failed' with the server's reason", async () => {
    server.on('PUT /api/question-suggestions/s-1', errorReply(404, 'We could not find that suggestion'));
    const user = await openTab();
    const row = await screen.findByRole('article', { name: 'Will the ANC win Tshwane in 2026?' });

    await user.click(within(row).getByRole('button', { name: /^Review/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Review Suggestion' });
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'Rejected');
    await user.click(within(dialog).getByRole('button', { name: 'Save Review' }));

    const toast = await screen.findByText('Update Failed');
    expect(toast.parentElement?.textContent).toContain('We could not find that suggestion');
    expect(screen.getByRole('dialog', { name: 'Review Suggestion' })).toBeDefined();
  });

  it('deletes only once confirmed, and says so when the server refuses', async () => {
    server.on('DELETE /api/question-suggestions/s-1', errorReply(403, 'Admins only'));
    const user = await openTab();
    const row = await screen.findByRole('article', { name: 'Will the ANC win Tshwane in 2026?' });

    await user.click(within(row).getByRole('button', { name: 'Delete: Will the ANC win Tshwane in 2026?' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this suggestion?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(server.requests.some((request) => request.method === 'DELETE')).toBe(false);

    await user.click(within(row).getByRole('button', { name: 'Delete: Will the ANC win Tshwane in 2026?' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    const toast = await screen.findByText('Delete Failed');
    expect(toast.parentElement?.textContent).toContain('Admins only');
    expect(server.requests.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual([
      '/api/question-suggestions/s-1',
    ]);
  });

  describe('a page at a time', () => {
    /** Suggestions s-<first> down to s-<last>, a minute apart, the newest first. */
    const suggestionsFrom = (first: number, last: number) =>
      Array.from({ length: first - last + 1 }, (_, index) => {
        const number = first - index;
        const at = new Date(Date.UTC(2026, 10, 20, 10, number)).toISOString();
        return aSuggestion({ id: `s-${number}`, title: `Suggestion number ${number} for the list?`, createdAt: at, updatedAt: at });
      });
    const after = (suggestion: Suggestion) =>
      `GET /api/question-suggestions?limit=50&before=${encodeURIComponent(suggestion.createdAt)}&beforeId=${suggestion.id}`;

    it('shows the newest 50, and the older ones below them on request, until there are no more', async () => {
      const newest = suggestionsFrom(70, 21);
      server.on('GET /api/question-suggestions?limit=50', { body: newest });
      server.on(after(newest.at(-1)!), { body: suggestionsFrom(20, 1) });
      const user = await openTab();
      await screen.findByRole('article', { name: 'Suggestion number 70 for the list?' });
      expect(screen.getAllByRole('article')).toHaveLength(50);

      const more = screen.getByRole('button', { name: 'Show older suggestions' });
      await user.click(more);

      expect(await screen.findByRole('article', { name: 'Suggestion number 1 for the list?' })).toBeDefined();
      const titles = screen.getAllByRole('article').map((row) => row.getAttribute('aria-labelledby'));
      expect(titles).toEqual(suggestionsFrom(70, 1).map((suggestion) => `suggestion-${suggestion.id}`));
      expect(screen.queryByRole('button', { name: 'Show older suggestions' })).toBeNull();
      // The button went with the last page: the focus stays in the panel, not on the page's start.
      await waitFor(() => expect(document.activeElement?.getAttribute('aria-labelledby')).toBe('admin-suggestions-title'));
    });

    it('offers the older ones again when a full list read before is filtered back to', async () => {
      const newest = suggestionsFrom(70, 21);
      server.on('GET /api/question-suggestions?limit=50', { body: newest });
      server.on('GET /api/question-suggestions?status=pending&limit=50', { body: newest });
      const user = await openTab();
      await screen.findByRole('button', { name: 'Show older suggestions' });

      await user.selectOptions(screen.getByLabelText('Filter by status'), 'Pending');
      await screen.findByRole('button', { name: 'Show older suggestions' });
      await user.selectOptions(screen.getByLabelText('Filter by status'), 'All statuses');

      expect(await screen.findByRole('button', { name: 'Show older suggestions' })).toBeDefined();
    });

    it('says there are no older ones when the list ends exactly at a full page', async () => {
      const newest = suggestionsFrom(70, 21);
      server.on('GET /api/question-suggestions?limit=50', { body: newest });
      server.on(after(newest.at(-1)!), { body: [] });
      const user = await openTab();

      await user.click(await screen.findByRole('button', { name: 'Show older suggestions' }));

      expect(await screen.findByText('No older suggestions.')).toBeDefined();
      expect(screen.queryByRole('button', { name: 'Show older suggestions' })).toBeNull();
      expect(screen.getAllByRole('article')).toHaveLength(50);
    });

    it('offers no more when the first page is not full', async () => {
      await openTab();
      await screen.findByRole('article', { name: 'Will turnout pass 60%?' });
      expect(screen.queryByRole('button', { name: 'Show older suggestions' })).toBeNull();
    });

    it('moves the older pages up when a row above them goes, showing none twice', async () => {
      let newest = suggestionsFrom(70, 21);
      server.on('GET /api/question-suggestions?limit=50', () => ({ body: newest }));
      server.on(after(suggestionsFrom(21, 21)[0]!), { body: suggestionsFrom(20, 1) });
      server.on(after(suggestionsFrom(20, 20)[0]!), { body: suggestionsFrom(19, 1) });
      server.on('DELETE /api/question-suggestions/s-70', { body: { id: 's-70' } });
      const user = await openTab();
      await user.click(await screen.findByRole('button', { name: 'Show older suggestions' }));
      await screen.findByRole('article', { name: 'Suggestion number 1 for the list?' });

      newest = suggestionsFrom(69, 20);
      await user.click(screen.getByRole('button', { name: 'Delete: Suggestion number 70 for the list?' }));
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

      // The first page is read again and ends a row later; the second then starts after that row.
      const titles = () => screen.getAllByRole('article').map((row) => row.getAttribute('aria-labelledby'));
      await waitFor(() => expect(titles()).toEqual(suggestionsFrom(69, 1).map((suggestion) => `suggestion-${suggestion.id}`)));
      expect(screen.queryByRole('button', { name: 'Show older suggestions' })).toBeNull();
    });

    it('says why an older page could not load', async () => {
      const newest = suggestionsFrom(70, 21);
      server.on('GET /api/question-suggestions?limit=50', { body: newest });
      server.on(after(newest.at(-1)!), errorReply(503, 'The service is starting. Please try again in a moment.'));
      const user = await openTab();
      await user.click(await screen.findByRole('button', { name: 'Show older suggestions' }));
      expect((await screen.findByText(/Could not load older suggestions/)).textContent).toContain('The service is starting');
    });
  });
});
