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

  // Every route of the app (router.tsx), members' screens included: a visitor's tab is named before the screen asks
  // them to sign in.
  it.each([
    ['/leaderboard', 'Leaderboard · IEC Bets'],
    ['/scoring', 'How Scoring Works · IEC Bets'],
    ['/friends', 'Friends · IEC Bets'],
    ['/vote', 'Vote · IEC Bets'],
    ['/profile', 'Profile · IEC Bets'],
    ['/calibration', 'Calibration · IEC Bets'],
    ['/research', 'Research · IEC Bets'],
    ['/notifications', 'Notification Settings · IEC Bets'],
    ['/my-suggestions', 'My Suggestions · IEC Bets'],
    ['/predictions', 'Election Predictions · IEC Bets'],
    ['/privacy', 'Privacy · IEC Bets'],
    ['/reset-password', 'Choose a New Password · IEC Bets'],
    ['/confirm-email', 'Confirm Your Email Address · IEC Bets'],
    ['/questions/q-1/history', 'Question History · IEC Bets'],
    ['/verify', 'Verify · IEC Bets'],
    ['/admin', 'Admin Dashboard · IEC Bets'],
    ['/dashboard', 'Dashboard · IEC Bets'],
    ['/no-such-page', 'Page Not Found · IEC Bets'],
    ['/home', 'IEC Bets'],
    ['/', 'IEC Bets'],
  ])('%s is titled "%s"', async (path, title) => {
    renderApp(server, path);
    await waitFor(() => expect(document.title).toBe(title));
  });
});
