import type { SealList } from '@iec-bets/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorReply, type FakeApi, startFakeApi } from '@/test-support/fake-api';
import { aQuestion } from '@/test-support/fixtures';
import { renderApp } from '@/test-support/render-app';

const hex = (digit: string) => digit.repeat(64);
const seals: SealList = {
  head: { day: '2026-11-24', lastPosition: 412, eventCount: 412, headHash: hex('a') },
  seals: Array.from({ length: 16 }, (_, index) => ({
    day: `2026-11-${String(23 - index).padStart(2, '0')}`,
    lastPosition: 400 - index * 10,
    eventCount: 400 - index * 10,
    headHash: hex((index % 10).toString()),
  })),
};

describe('the Verify page', () => {
  let server: FakeApi;
  beforeEach(async () => {
    server = await startFakeApi();
    server.on('GET /api/auth/me', errorReply(401, 'Please log in'));
    server.on('GET /api/questions/today', { body: [] });
    server.on('GET /api/seals', { body: seals });
    server.on('GET /api/questions/public', {
      body: [aQuestion({ id: 'open-1', text: 'Will turnout pass 60%' }), aQuestion({ id: 'done-1', text: 'Will the GNU survive', isResolved: true })],
    });
  });
  afterEach(() => server.close());

  it("is one click from any page's footer, and shows a visitor today's head and the recent daily seals, each copyable", async () => {
    const user = userEvent.setup();
    renderApp(server, '/privacy');
    await user.click(await screen.findByRole('link', { name: 'Verify our history' }));

    // The privacy notice's heading stays until the new screen has come: wait for the new one by name.
    expect(await screen.findByRole('heading', { level: 1, name: 'Check our history yourself' })).toBeDefined();
    const today = await screen.findByRole('region', { name: 'Today’s seal, so far' });
    await within(today).findByText('24 November 2026');
    expect(today.textContent).toContain('412 events so far.');
    expect(within(today).getByTitle(hex('a')).textContent).toBe('aaaaaaaaaa…aaaaaa');
    expect(within(today).getByRole('button', { name: "Copy the log's head hash as it stands" })).toBeDefined();

    const list = screen.getByRole('list', { name: 'Daily seals, newest first' });
    const shown = within(list).getAllByRole('listitem');
    expect(shown).toHaveLength(14);
    expect(shown[0]!.textContent).toContain('23 November 2026 · 400 events');
    expect(within(shown[0]!).getByRole('button', { name: 'Copy the seal of 23 November 2026' })).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Show all 16 days' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(16);

    // The example is a resolved question: its history tells the whole story.
    // It comes from the public questions, a read of its own.
    expect((await screen.findByRole('link', { name: 'Will the GNU survive?' })).getAttribute('href')).toBe('/questions/done-1/history');
    expect(screen.getByText('npx iec-bets verify')).toBeDefined();
  });
});
