import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, startFakeApi } from '@/test-support/fake-api';
import { ACTION_TOO_SLOW, ANSWER_WAIT_MS, OFFLINE, READ_TOO_SLOW, UNREACHABLE } from './answer-deadline';
import { api, setApiBase } from './api-client';
import { errorMessage, loadFailureReason, NoAnswerError } from './api-error';

const never = () => new Promise<never>(() => {});

describe('a request that gets no answer', () => {
  let server: FakeApi;
  beforeEach(async () => {
    server = await startFakeApi();
    setApiBase(server.url);
  });
  afterEach(async () => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    await server.close();
  });

  /** The request, once the server has it in hand, and the page's clock moved on by `ms`. */
  async function failureAfter(ms: number, send: () => Promise<unknown>) {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const failure = send().catch((error: unknown) => error);
    // setImmediate is not among the faked clocks: the real socket is polled without moving the page's clock.
    while (server.requests.length === 0) await new Promise((resolve) => setImmediate(resolve));
    let settled = false;
    void failure.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(ms - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    return failure;
  }

  it('stops waiting for a read after 20 seconds and says to try again, rather than loading for good', async () => {
    server.on('GET /api/leaderboard', never);

    const failure = await failureAfter(ANSWER_WAIT_MS.read, () => api.get('/api/leaderboard'));

    expect(failure).toBeInstanceOf(NoAnswerError);
    expect(loadFailureReason(failure)).toBe(READ_TOO_SLOW);
  });

  it('stops waiting for an action after 30 seconds and warns that it may have gone through', async () => {
    server.on('POST /api/answers', never);

    const failure = await failureAfter(ANSWER_WAIT_MS.action, () => api.post('/api/answers', { questionId: 'q-1', optionId: 'yes' }));

    expect(errorMessage(failure, 'Failed to submit prediction')).toBe(ACTION_TOO_SLOW);
  });

  it("gives a comment's picture ten minutes, since its upload alone may take several on a slow line", async () => {
    server.on('POST /api/questions/q-1/comments', never);
    const form = new FormData();
    form.append('content', 'hello');

    const failure = await failureAfter(ANSWER_WAIT_MS.file, () => api.post('/api/questions/q-1/comments', form));

    expect(errorMessage(failure, 'Failed to post comment')).toBe(ACTION_TOO_SLOW);
  });

  it('says the server is out of reach when nothing listens, and that the device is offline when it is', async () => {
    await server.close();

    const unreachable = await api.get('/api/leaderboard').catch((error: unknown) => error);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const offline = await api.post('/api/answers', { questionId: 'q-1', optionId: 'yes' }).catch((error: unknown) => error);

    expect(loadFailureReason(unreachable)).toBe(UNREACHABLE);
    expect(errorMessage(offline, 'Failed to submit prediction')).toBe(OFFLINE);
  });
});
