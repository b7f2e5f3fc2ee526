import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorReply, type FakeApi, startFakeApi } from '@/test-support/fake-api';
import { api, setApiBase } from './api-client';
import { ApiError, errorMessage, loadFailureReason } from './api-error';
import { keepPageReads } from './page-reads';

describe('the fetch wrapper', () => {
  let server: FakeApi;
  beforeEach(async () => {
    server = await startFakeApi();
    setApiBase(server.url);
  });
  afterEach(() => {
    keepPageReads(undefined);
    return server.close();
  });

  it("answers a read the page carried without asking, a carried 404 as the server's, and asks again after a write", async () => {
    keepPageReads({
      '/api/questions/today': { status: 200, body: [{ id: 'q-1' }] },
      '/api/users/user-1/answers/q-1': { status: 404, body: { error: 'No answer yet', statusCode: 404 } },
      '/api/users/user-1/stats': { status: 200, body: { stats: {} } },
    });
    server.on('POST /api/answers', { status: 201, body: { ok: true } });
    server.on('GET /api/users/user-1/stats', { body: { stats: { points: 3 } } });

    expect(await api.get('/api/questions/today')).toEqual([{ id: 'q-1' }]);
    const missing = await api.get('/api/users/user-1/answers/q-1').catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(ApiError);
    expect((missing as ApiError).status).toBe(404);
    expect((missing as ApiError).serverMessage).toBe('No answer yet');
    expect(server.requests).toEqual([]);

    await api.post('/api/answers', { questionId: 'q-1', optionId: 'yes' });
    expect(await api.get('/api/users/user-1/stats')).toEqual({ stats: { points: 3 } });
  });

  it('sends a JSON content type only with a body', async () => {
    server.on('POST /api/answers', { status: 201, body: { ok: true } });
    server.on('POST /api/auth/logout', { status: 204 });
    server.on('GET /api/questions/today', { body: [] });

    await api.post('/api/answers', { questionId: 'q-1', optionId: 'yes' });
    await api.post('/api/auth/logout');
    await api.get('/api/questions/today');

    const [withBody, withoutBody, read] = server.requests;
    expect(withBody?.headers['content-type']).toBe('application/json');
    expect(withBody?.body).toEqual({ questionId: 'q-1', optionId: 'yes' });
    expect(withoutBody?.headers['content-type']).toBeUndefined();
    expect(read?.headers['content-type']).toBeUndefined();
  });

  it('sends a DELETE with a body as JSON, and one without a body bare', async () => {
    server.on('DELETE /api/users/user-1', { status: 204 });
    server.on('DELETE /api/comments/c-1', { status: 200, body: { id: 'c-1' } });

    await api.delete('/api/users/user-1', { password: 'correct horse' });
    await api.delete('/api/comments/c-1');

    const [withBody, withoutBody] = server.requests;
    expect(withBody?.headers['content-type']).toBe('application/json');
    expect(withBody?.body).toEqual({ password: 'correct horse' });
    expect(withoutBody?.headers['content-type']).toBeUndefined();
    expect(withoutBody?.body).toBeUndefined();
  });

  it('sends a form as multipart/form-data, its file as it is, with the boundary fetch writes', async () => {
    server.on('POST /api/questions/q-1/comments', { status: 201, body: { id: 'c-1' } });
    const form = new FormData();
    form.append('content', 'hello');
    form.append('image', new File([new Uint8Array([1, 2, 3])], 'tiny.png'));

    await api.post('/api/questions/q-1/comments', form);

    const [sent] = server.requests;
    expect(sent?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=\S+$/);
    const fields = sent?.body as { content: string; image: File };
    expect(fields.content).toBe('hello');
    expect([...new Uint8Array(await fields.image.arrayBuffer())]).toEqual([1, 2, 3]);
  });

  it("fails with 'status: body text' and surfaces the server's error sentence", async () => {
    server.on('POST /api/auth/login', errorReply(401, 'Invalid username or password'));

    const failure = await api.post('/api/auth/login', { username: 'a', password: 'b' }).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe('401: {"error":"Invalid username or password","statusCode":401}');
    expect(errorMessage(failure, 'Login went wrong')).toBe('Invalid username or password');
  });

  it('falls back to the status text when the body is empty, and to the caller’s words when there is no sentence', async () => {
    server.on('DELETE /api/comments/c-1', { status: 500 });

    const failure = await api.delete('/api/comments/c-1').catch((error: unknown) => error);

    expect((failure as ApiError).message).toBe('500: Internal Server Error');
    expect(errorMessage(failure, 'Please try again')).toBe('Please try again');
  });

  it('tells a screen that could not load why in words, never the status and raw body', async () => {
    server.on('GET /api/friendships/u-1', errorReply(401, 'Please log in'));
    server.on('GET /api/leaderboard', { status: 502 });

    const signedOut = await api.get('/api/friendships/u-1').catch((error: unknown) => error);
    const gatewayDown = await api.get('/api/leaderboard').catch((error: unknown) => error);

    expect(loadFailureReason(signedOut)).toBe('Please log in');
    expect(loadFailureReason(gatewayDown)).toBe('Please try again.');
    expect(loadFailureReason(new TypeError('Failed to fetch'))).toBe('Please try again.');
  });

  it("sends a command's x-position back as x-min-position on the reads that follow, never a lower one", async () => {
    server.on('GET /api/questions/today', { body: [] });
    server.on('POST /api/answers', { status: 201, body: {}, headers: { 'x-position': '42' } });
    server.on('POST /api/newsletter/subscribe', { status: 201, body: {}, headers: { 'x-position': '7' } });

    await api.get('/api/questions/today');
    await api.post('/api/answers', { questionId: 'q-1', optionId: 'no' });
    await api.get('/api/questions/today');
    await api.post('/api/newsletter/subscribe', { email: 'a@b.co.za' });
    await api.get('/api/questions/today');

    const reads = server.requests.filter((request) => request.method === 'GET');
    expect(reads.map((read) => read.headers['x-min-position'])).toEqual([undefined, '42', '42']);
    const commands = server.requests.filter((request) => request.method !== 'GET');
    expect(commands.every((command) => command.headers['x-min-position'] === undefined)).toBe(true);
  });
});
