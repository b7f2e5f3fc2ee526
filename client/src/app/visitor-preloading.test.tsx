import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setApiBase } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
import { type FakeApi, requestLines, startFakeApi, waitForRequests } from '@/test-support/fake-api';
import { aQuestion, aUser } from '@/test-support/fixtures';
import type { User } from '@iec-bets/contracts';
import { AppProviders } from './providers';
import { VisitorPreloading } from './visitor-preloading';

let server: FakeApi;
const asked = () => requestLines(server);
const until = (condition: () => boolean) => waitForRequests(server, condition);

/** A page with a link home and a link elsewhere, for `user` (null: a visitor). */
function pageFor(user: User | null) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.me, user);
  render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={['/scoring']}>
        <VisitorPreloading />
        <a href="/">IEC Bets</a>
        <a href="/verify">Verify</a>
      </MemoryRouter>
    </AppProviders>,
  );
  return queryClient;
}

describe("a visitor's way back to the landing page", () => {
  beforeEach(async () => {
    server = await startFakeApi();
    setApiBase(server.url);
    server.on('GET /api/questions/today', { body: [aQuestion({ id: 'q-1' })] });
    server.on('GET /api/questions/public', { body: [] });
    server.on('GET /api/comments/public', { body: {} });
  });
  afterEach(() => server.close());

  it("asks for the landing page's three reads as a pointer rests on a link home, before any click", async () => {
    const queryClient = pageFor(null);

    fireEvent.pointerOver(screen.getByText('Verify'));
    expect(asked()).toEqual([]);
    fireEvent.pointerOver(screen.getByText('IEC Bets'));

    await until(() => asked().length === 3);
    expect(asked().sort()).toEqual(['GET /api/comments/public', 'GET /api/questions/public', 'GET /api/questions/today']);
    await until(() => queryClient.getQueryData(queryKeys.todayQuestions) !== undefined);
  });

  it('asks once for reads still fresh, however often the link is pointed at or focused', async () => {
    pageFor(null);
    fireEvent.pointerOver(screen.getByText('IEC Bets'));
    await until(() => asked().length === 3);

    fireEvent.focusIn(screen.getByText('IEC Bets'));
    fireEvent.touchStart(screen.getByText('IEC Bets'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked()).toHaveLength(3);
  });

  it('asks nothing for a member, whose home is not the landing page', async () => {
    pageFor(aUser());
    fireEvent.pointerOver(screen.getByText('IEC Bets'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked()).toEqual([]);
  });
});
