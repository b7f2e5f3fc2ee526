import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeApi, startFakeApi } from '@/test-support/fake-api';
import { aUser } from '@/test-support/fixtures';
import { renderApp } from '@/test-support/render-app';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const author = { id: 'user-1', name: 'Thandi Mokoena', username: 'thandi' };

describe('/my-suggestions', () => {
  let server: FakeApi;
  beforeEach(async () => {
    server = await startFakeApi();
    server.on('GET /api/auth/me', { body: aUser() });
  });
  afterEach(() => server.close());

  it("says 'No suggestions yet' before the first one", async () => {
    server.on('GET /api/question-suggestions?user=me', { body: [] });
    renderApp(server, '/my-suggestions');

    expect(await screen.findByRole('heading', { name: 'No suggestions yet' })).toBeDefined();
    expect(screen.getByRole('heading', { level: 1, name: 'My Suggestions' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Suggest a Question' })).toBeDefined();
  });

  it('lists each suggestion with its status, the admin’s notes and when it was submitted and updated', async () => {
    // One instant for both: two readings of the clock can fall a millisecond apart, which would read as an update.
    const fiveMinutesAgo = minutesAgo(5);
    server.on('GET /api/question-suggestions?user=me', {
      body: [
        {
          id: 's-2',
          title: 'Will voter turnout pass 60% in 2026?',
          description: 'Turnout fell in 2024.',
          status: 'approved',
          adminNotes: 'Scheduled for next week.',
          createdAt: minutesAgo(3 * 24 * 60),
          updatedAt: minutesAgo(120),
          user: author,
        },
        {
          id: 's-1',
          title: 'Will the ANC win Tshwane in 2026?',
          description: null,
          status: 'pending',
          adminNotes: null,
          createdAt: fiveMinutesAgo,
          updatedAt: fiveMinutesAgo,
          user: author,
        },
      ],
    });
    renderApp(server, '/my-suggestions');

    const approved = await screen.findByRole('article', { name: 'Will voter turnout pass 60% in 2026?' });
    expect(within(approved).getByText('Approved').className).toContain('status-approved');
    expect(within(approved).getByText('Turnout fell in 2024.')).toBeDefined();
    expect(within(approved).getByText('Scheduled for next week.')).toBeDefined();
    expect(within(approved).getByText('Submitted 3d ago')).toBeDefined();
    expect(within(approved).getByText('Updated 2h ago')).toBeDefined();

    const pending = screen.getByRole('article', { name: 'Will the ANC win Tshwane in 2026?' });
    expect(within(pending).getByText('Pending').className).toContain('status-pending');
    expect(within(pending).getByText('Submitted 5m ago')).toBeDefined();
    expect(within(pending).queryByText(/^Updated/)).toBeNull();
    expect(within(pending).queryByText('Admin notes')).toBeNull();
  });
});
