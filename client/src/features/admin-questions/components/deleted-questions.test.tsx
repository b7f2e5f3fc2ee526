import { asQuestion, type DeletedQuestion, LIST_PAGE } from '@iec-bets/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorReply, type FakeApi, startFakeApi } from '@/test-support/fake-api';
import { aQuestion } from '@/test-support/fixtures';
import { renderWithProviders } from '@/test-support/render-with-providers';
import { QuestionsPanel } from './questions-panel';

const live = aQuestion({ id: 'q-live', text: 'Will the GNU survive until the end of 2026' });
const auditor = { id: '3f2a9c1e-77b0-4c1d-9a4e-5b6c7d8e9f00', username: 'auditor' };

function aDeletedQuestion(overrides: Partial<DeletedQuestion> = {}): DeletedQuestion {
  return {
    id: 'q-gone',
    text: 'Will Parliament sit on Friday',
    date: '2026-11-23T11:00:00.000Z',
    dayNumber: 997,
    options: [
      { id: 'yes', text: 'It sits' },
      { id: 'no', text: 'It does not' },
    ],
    wasPublished: true,
    wasResolved: true,
    totalVotes: 3,
    deletedAt: '2026-11-25T08:30:00.000Z',
    deletedBy: auditor,
    ...overrides,
  };
}

const resolvedOne = aDeletedQuestion();
const draftOne = aDeletedQuestion({
  id: 'q-draft-gone',
  text: 'Will the by-election be held in March?',
  wasPublished: false,
  wasResolved: false,
  totalVotes: 0,
  deletedAt: '2026-11-26T07:00:00.000Z',
  deletedBy: null,
});

describe("the admin dashboard's deleted questions", () => {
  let server: FakeApi;
  beforeEach(async () => {
    server = await startFakeApi();
    server.on('GET /api/admin/drafts', { body: [] });
    server.on('GET /api/admin/questions', { body: [live] });
    server.on('GET /api/admin/questions/deleted', { body: [draftOne, resolvedOne] });
  });
  afterEach(() => server.close());

  const deletedReads = () => server.requests.filter((request) => request.method === 'GET' && request.path.startsWith('/api/admin/questions/deleted'));
  const section = () => screen.getByRole('region', { name: 'Deleted Questions' });

  async function renderPanel() {
    const user = userEvent.setup();
    renderWithProviders(
      server,
      <MemoryRouter>
        <QuestionsPanel />
      </MemoryRouter>,
    );
    await screen.findByRole('listitem', { name: asQuestion(live.text) });
    return user;
  }

  async function openDeleted(user: ReturnType<typeof userEvent.setup>) {
    await user.click(within(section()).getByRole('button', { name: 'Show deleted questions' }));
  }

  it('stays closed below the lists, asking for nothing, until the admin opens it', async () => {
    const user = await renderPanel();

    const toggle = within(section()).getByRole('button', { name: 'Show deleted questions' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(deletedReads()).toEqual([]);

    await openDeleted(user);
    expect(await within(section()).findByRole('list', { name: 'Deleted questions' })).toBeDefined();
    expect(within(section()).getByRole('button', { name: 'Hide deleted questions' }).getAttribute('aria-expanded')).toBe('true');
    expect(deletedReads().map((request) => request.path)).toEqual([`/api/admin/questions/deleted?limit=${LIST_PAGE}`]);
  });

  it('tells of each deletion when and by whom, how far the question had gone, and opens its whole history', async () => {
    server.on('GET /api/admin/questions/q-gone/history', {
      body: {
        questionId: 'q-gone',
        events: [
          { type: 'QuestionResolved', revision: 2, position: 12, occurredAt: '2026-11-24T15:00:00.000Z', actor: auditor, data: { questionId: 'q-gone', correctOptionId: 'no' } },
          { type: 'QuestionDeleted', revision: 3, position: 13, occurredAt: '2026-11-25T08:30:00.000Z', actor: auditor, data: { questionId: 'q-gone' } },
        ],
      },
    });
    const user = await renderPanel();
    await openDeleted(user);

    const list = await within(section()).findByRole('list', { name: 'Deleted questions' });
    expect(within(list).getAllByRole('listitem').map((item) => within(item).getByRole('heading').textContent)).toEqual([
      asQuestion(draftOne.text),
      asQuestion(resolvedOne.text),
    ]);
    const draftRow = within(list).getByRole('listitem', { name: asQuestion(draftOne.text) });
    expect(draftRow.textContent).toContain('Deleted on 26 Nov 2026, 09:00 by the site operator');
    expect(within(draftRow).getByText('Deleted as a draft · 0 votes')).toBeDefined();
    const resolvedRow = within(list).getByRole('listitem', { name: asQuestion(resolvedOne.text) });
    expect(within(resolvedRow).getByText('Day 997 · 23 Nov 2026, 13:00')).toBeDefined();
    expect(resolvedRow.textContent).toContain('Deleted on 25 Nov 2026, 10:30 by auditor (7d8e9f00)');
    expect(within(resolvedRow).getByText('25 Nov 2026, 10:30', { selector: 'time' }).getAttribute('datetime')).toBe(resolvedOne.deletedAt);
    expect(within(resolvedRow).getByText('Was published and resolved · 3 votes')).toBeDefined();

    await user.click(within(resolvedRow).getByRole('button', { name: `History: ${resolvedOne.text}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Question History', description: asQuestion(resolvedOne.text) });
    const timeline = await within(dialog).findByRole('list', { name: 'Question history' });
    // The outcome named by the deleted question's own options.
    expect(within(timeline).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Resolved: It does not', 'Deleted']);
    // Published once, so its public history, which outlives the question, is there for anyone to check.
    expect(within(dialog).getByRole('link', { name: 'Open the public history, which anyone can check' }).getAttribute('href')).toBe('/questions/q-gone/history');
  });

  it('says when no question has been deleted', async () => {
    server.on('GET /api/admin/questions/deleted', { body: [] });
    const user = await renderPanel();
    await openDeleted(user);
    expect(await within(section()).findByText('No deleted questions.')).toBeDefined();
  });

  it('says why the deletions cannot be read', async () => {
    server.on('GET /api/admin/questions/deleted', errorReply(403, 'Admins only'));
    const user = await renderPanel();
    await openDeleted(user);
    expect((await within(section()).findByRole('alert')).textContent).toBe('Could not load the deleted questions: Admins only');
  });

  it('lists a question the admin deletes among the deletions at once', async () => {
    let deleted = false;
    server.on('DELETE /api/admin/questions/q-live', () => {
      deleted = true;
      return { body: { id: 'q-live' } };
    });
    server.on('GET /api/admin/questions', () => ({ body: deleted ? [] : [live] }));
    const justDeleted = aDeletedQuestion({ id: 'q-live', text: live.text, wasResolved: false, deletedAt: '2026-11-27T07:00:00.000Z' });
    server.on('GET /api/admin/questions/deleted', () => ({ body: deleted ? [justDeleted, resolvedOne] : [resolvedOne] }));
    const user = await renderPanel();
    await openDeleted(user);
    const list = await within(section()).findByRole('list', { name: 'Deleted questions' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);

    await user.click(within(screen.getByRole('region', { name: 'Published Questions (1)' })).getByRole('button', { name: `Delete: ${live.text}` }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete Permanently' }));

    const row = await within(list).findByRole('listitem', { name: asQuestion(live.text) });
    expect(within(row).getByText('Was published, not resolved · 3 votes')).toBeDefined();
    expect(within(row).getByRole('button', { name: `History: ${live.text}` })).toBeDefined();
  });

  it('goes back a page at a time, each starting after the last deletion shown', async () => {
    const page = Array.from({ length: LIST_PAGE }, (_, n) =>
      aDeletedQuestion({ id: `q-${String(n).padStart(3, '0')}`, text: `Deleted question ${n}`, deletedAt: '2026-11-25T08:30:00.000Z' }),
    );
    const older = aDeletedQuestion({ id: 'q-oldest', text: 'The oldest deletion', deletedAt: '2026-10-01T08:00:00.000Z' });
    server.on('GET /api/admin/questions/deleted', (request) => ({ body: request.path.includes('before=') ? [older] : page }));
    const user = await renderPanel();
    await openDeleted(user);
    const list = await within(section()).findByRole('list', { name: 'Deleted questions' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(LIST_PAGE);

    await user.click(within(section()).getByRole('button', { name: 'Show older deleted questions' }));
    expect(await within(list).findByRole('listitem', { name: asQuestion(older.text) })).toBeDefined();
    const last = page.at(-1)!;
    expect(deletedReads().map((request) => request.path)).toContain(
      `/api/admin/questions/deleted?${new URLSearchParams({ limit: String(LIST_PAGE), before: last.deletedAt, beforeId: last.id })}`,
    );
    expect(within(section()).queryByRole('button', { name: 'Show older deleted questions' })).toBeNull();
  });
});
