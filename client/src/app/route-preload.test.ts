import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setApiBase } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { type FakeApi, requestLines, startFakeApi, waitForRequests } from '@/test-support/fake-api';
import { aQuestion, aUser } from '@/test-support/fixtures';
import { preloadRoute } from './route-preload';

let server: FakeApi;
const asked = () => requestLines(server);
const until = (condition: () => boolean) => waitForRequests(server, condition);

describe('preloading a route', () => {
  beforeEach(async () => {
    server = await startFakeApi();
    setApiBase(server.url);
  });
  afterEach(() => server.close());

  it("on home, asks for the results while the user's answer is still on its way, not after it", async () => {
    server.on('GET /api/questions/today', { body: [aQuestion({ id: 'q-1' })] });
    let answerArrives = () => {};
    server.on('GET /api/users/user-1/answers/q-1', () => new Promise((resolve) => (answerArrives = () => resolve({ status: 404 }))));
    server.on('GET /api/questions/q-1/results', { body: {} });

    const preloaded = preloadRoute('/', { queryClient: createQueryClient(), user: aUser() });

    await until(() => asked().includes('GET /api/questions/q-1/results?userId=user-1'));
    expect(asked()).toContain('GET /api/users/user-1/answers/q-1');
    expect(asked()).toContain('GET /api/users/user-1/stats');
    answerArrives();
    await preloaded;
  });

  it('on the profile, asks for the stats and the recent predictions together', async () => {
    await preloadRoute('/profile', { queryClient: createQueryClient(), user: aUser() });

    expect(asked()).toEqual(expect.arrayContaining(['GET /api/users/user-1/stats', 'GET /api/users/user-1/history?limit=5']));
  });

  it("asks for the admin dashboard's reads for an admin only", async () => {
    await preloadRoute('/newadmin', { queryClient: createQueryClient(), user: aUser() });
    expect(asked().filter((request) => request.includes('/api/admin'))).toEqual([]);

    await preloadRoute('/newadmin', { queryClient: createQueryClient(), user: aUser({ isAdmin: true }) });
    expect(asked()).toEqual(expect.arrayContaining(['GET /api/admin/questions', 'GET /api/admin/drafts', 'GET /api/admin/disputes']));
  });

  it('asks nothing for a visitor, whose landing page brings its own data', async () => {
    await preloadRoute('/', { queryClient: createQueryClient(), user: null });
    await preloadRoute('/leaderboard', { queryClient: createQueryClient(), user: null });
    expect(asked()).toEqual([]);
  });
});
