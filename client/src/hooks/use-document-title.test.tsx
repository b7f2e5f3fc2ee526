import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeApi, startFakeApi } from '@/test-support/fake-api';
import { renderApp } from '@/test-support/render-app';

describe('each route names the document after its screen', () => {
  let server: FakeApi;
  beforeEach(async () => {
    server = await startFakeApi();
    server.on('GET /api/auth/me', { status: 401, body: { error: 'Please sign in first', statusCode: 401 } });
    document.title = 'A previous screen · IEC Bets';
  });
  afterEach(() => server.close());

  it.each([
    ['/leaderboard', 'Leaderboard · IEC Bets'],
    ['/scoring', 'How Scoring Works · IEC Bets'],
    ['/friends', 'Friends · IEC Bets'],
    ['/no-such-page', 'Page Not Found · IEC Bets'],
    ['/', 'IEC Bets'],
  ])('%s is titled "%s"', async (path, title) => {
    renderApp(server, path);
    await waitFor(() => expect(document.title).toBe(title));
  });
});
