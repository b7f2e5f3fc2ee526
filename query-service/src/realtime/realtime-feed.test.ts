import { NOT_A_WEBSOCKET_REQUEST, RealtimeMessage } from '@iec-bets/contracts';
import { describe, expect, it, vi } from 'vitest';
import { connectFeed, handshakeStatus, testRedisUrl, upgradedRawSocket } from '@iec-bets/testing';
import { startRealtimeStack } from './test-support/realtime-stack.js';

type Listed = Array<{ id: string; text: string; isResolved: boolean; correctOptionId: string | null }>;

/** A plain read, as the browser refetches on a message: no x-min-position, so nothing waits for the projector. */
async function list(url: string, path: string): Promise<Listed> {
  const response = await fetch(`${url}${path}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Listed;
}

describe('/ws', () => {
  it('tells a client of a published question once today\'s questions show it, and of its resolution once the archive does', async () => {
    const stack = await startRealtimeStack();
    const { url, wsUrl } = stack.replica;
    const client = await connectFeed(wsUrl);

    const questionId = await stack.publishQuestion('Will the GNU last the year?');
    const published = RealtimeMessage.parse(await client.nextMessage());
    expect(published).toEqual({ type: 'new-question', questionId, questionText: 'Will the GNU last the year?' });
    expect((await list(url, '/api/questions/today')).map((question) => question.id)).toEqual([questionId]);

    await stack.resolveQuestion(questionId, 'no');
    const resolved = RealtimeMessage.parse(await client.nextMessage());
    expect(resolved).toEqual({
      type: 'question-resolved',
      questionId,
      questionText: 'Will the GNU last the year?',
      correctOptionId: 'no',
      correctOptionText: 'No',
    });
    expect(await list(url, '/api/questions/public')).toEqual([
      expect.objectContaining({ id: questionId, isResolved: true, correctOptionId: 'no' }),
    ]);
    expect(await list(url, '/api/questions/today')).toEqual([]);
  });

  it('tells the two people of a friend request, and only them, when it is made and accepted', async () => {
    const stack = await startRealtimeStack();
    const { wsUrl } = stack.replica;
    const requester = await connectFeed(wsUrl, { cookie: await stack.sessionCookieOf('naledi') });
    const receiver = await connectFeed(wsUrl, { cookie: await stack.sessionCookieOf('sipho') });
    const someoneElse = await connectFeed(wsUrl, { cookie: await stack.sessionCookieOf('thandi') });
    const visitor = await connectFeed(wsUrl);

    await stack.befriend('naledi', 'sipho', true);
    for (const client of [requester, receiver]) {
      expect(RealtimeMessage.parse(await client.nextMessage())).toEqual({ type: 'friends-changed' });
      expect(RealtimeMessage.parse(await client.nextMessage())).toEqual({ type: 'friends-changed' });
    }
    // A message for everyone after them shows that the others were passed over, not just slow.
    const questionId = await stack.publishQuestion();
    for (const client of [someoneElse, visitor]) {
      expect(await client.nextMessage()).toEqual(expect.objectContaining({ type: 'new-question', questionId }));
    }
    expect(someoneElse.received).toHaveLength(1);
    expect(visitor.received).toHaveLength(1);
  });

  it("opens each connection with the position of the last message it would have had: everyone's, or its member's own", async () => {
    const stack = await startRealtimeStack();
    const { wsUrl } = stack.replica;
    // Before any message: where the read models stood as the feed began to listen (an empty log's start).
    await expect.poll(async () => (await connectFeed(wsUrl)).hello).toEqual({ type: 'hello', position: 0 });
    const listening = await connectFeed(wsUrl);

    const questionId = await stack.publishQuestion();
    const published = (await listening.nextMessage()) as { questionId: string; position: number };
    expect(published).toMatchObject({ type: 'new-question', questionId, position: expect.any(Number) });
    expect(published.position).toBeGreaterThan(0);
    expect((await connectFeed(wsUrl)).hello).toEqual({ type: 'hello', position: published.position });

    // A friend request's messages move the hello of its two people alone.
    const naledi = await stack.sessionCookieOf('naledi');
    const naledisFeed = await connectFeed(wsUrl, { cookie: naledi });
    await stack.befriend('naledi', 'sipho', false);
    const requested = (await naledisFeed.nextMessage()) as { position: number };
    expect(requested).toMatchObject({ type: 'friends-changed' });
    expect(requested.position).toBeGreaterThan(published.position);
    expect((await connectFeed(wsUrl, { cookie: naledi })).hello).toEqual({ type: 'hello', position: requested.position });
    expect((await connectFeed(wsUrl, { cookie: await stack.sessionCookieOf('sipho') })).hello).toEqual({ type: 'hello', position: requested.position });
    expect((await connectFeed(wsUrl, { cookie: await stack.sessionCookieOf('thandi') })).hello).toEqual({ type: 'hello', position: published.position });
    expect((await connectFeed(wsUrl)).hello).toEqual({ type: 'hello', position: published.position });

    // A later message for everyone passes theirs.
    const second = await stack.publishQuestion();
    const later = (await listening.nextMessage()) as { questionId: string; position: number };
    expect(later).toMatchObject({ questionId: second });
    expect((await connectFeed(wsUrl, { cookie: naledi })).hello).toEqual({ type: 'hello', position: later.position });
  });

  it("past its limit of members tracked one by one, names a friend request's position to every member until a question passes it", async () => {
    const stack = await startRealtimeStack({ settings: { maxPersonalPositions: 2 } });
    const { wsUrl } = stack.replica;
    const listening = await connectFeed(wsUrl);
    await stack.publishQuestion();
    const published = (await listening.nextMessage()) as { position: number };
    const helloOf = async (name?: string) =>
      ((await connectFeed(wsUrl, name ? { cookie: await stack.sessionCookieOf(name) } : {})).hello as { position: number | null }).position;

    const naledisFeed = await connectFeed(wsUrl, { cookie: await stack.sessionCookieOf('naledi') });
    await stack.befriend('naledi', 'sipho', false);
    const first = (await naledisFeed.nextMessage()) as { position: number };
    // Two members, within the limit: the others' hellos are untouched.
    expect(await helloOf('thandi')).toBe(published.position);

    const thandisFeed = await connectFeed(wsUrl, { cookie: await stack.sessionCookieOf('thandi') });
    await stack.befriend('thandi', 'lwazi', false);
    const second = (await thandisFeed.nextMessage()) as { position: number };
    expect(second.position).toBeGreaterThan(first.position);
    // Four members now: whose the requests were is forgotten, and every member is named the latest.
    for (const name of ['naledi', 'thandi', 'zanele']) expect(await helloOf(name)).toBe(second.position);
    expect(await helloOf()).toBe(published.position);

    await stack.publishQuestion();
    const next = (await listening.nextMessage()) as { position: number };
    for (const name of ['naledi', 'zanele', undefined]) expect(await helloOf(name)).toBe(next.position);
  });

  it("names, in a replica started after the messages, where they went up to, not the log's length", async () => {
    const stack = await startRealtimeStack();
    const naledi = await stack.sessionCookieOf('naledi');
    const everyone = await connectFeed(stack.replica.wsUrl);
    const naledisFeed = await connectFeed(stack.replica.wsUrl, { cookie: naledi });
    await stack.publishQuestion();
    const published = (await everyone.nextMessage()) as { position: number };
    await stack.befriend('naledi', 'sipho', false);
    expect(await naledisFeed.nextMessage()).toMatchObject({ type: 'new-question' });
    const friendRequest = (await naledisFeed.nextMessage()) as { type: string; position: number };
    expect(friendRequest.type).toBe('friends-changed');
    // Events that give no message move the log on.
    await stack.draftQuestion();
    const head = await stack.eventStore.headPosition();
    expect(head).toBeGreaterThan(friendRequest.position);

    const late = await stack.startReplica();
    const helloOf = async (cookie?: string) => (await connectFeed(late.wsUrl, cookie ? { cookie } : {})).hello;
    await expect.poll(() => helloOf()).toEqual({ type: 'hello', position: published.position });
    // For whom the friend request's message was, the new replica cannot know: every member's hello names it.
    expect(await helloOf(naledi)).toEqual({ type: 'hello', position: friendRequest.position });
    expect(await helloOf(await stack.sessionCookieOf('thandi'))).toEqual({ type: 'hello', position: friendRequest.position });

    // The next message for everyone passes it, and a member's hello is theirs again.
    await stack.publishQuestion();
    const next = (await everyone.nextMessage()) as { position: number };
    await expect.poll(() => helloOf(naledi)).toEqual({ type: 'hello', position: next.position });
  });

  it('reaches the clients of every query-service replica over Redis, each replica showing the question', async () => {
    const stack = await startRealtimeStack({ replicas: 2, redisUrl: testRedisUrl() });
    const [first, second] = stack.replicas;
    const clients = [await connectFeed(first!.wsUrl), await connectFeed(first!.wsUrl), await connectFeed(second!.wsUrl)];

    const questionId = await stack.publishQuestion('Will the IEC announce results within a week?');
    for (const client of clients) {
      expect(await client.nextMessage()).toMatchObject({ type: 'new-question', questionId });
    }
    for (const replica of [first!, second!]) {
      expect((await list(replica.url, '/api/questions/today')).map((question) => question.id)).toEqual([questionId]);
    }
    expect([first!.hub.clientCount, second!.hub.clientCount]).toEqual([2, 1]);
  });

  it('refuses a handshake from a page of another site with 403, before upgrading', async () => {
    const stack = await startRealtimeStack({ publicOrigin: 'https://iecbets.example' });
    const { url, wsUrl, hub } = stack.replica;
    expect(await handshakeStatus(wsUrl, 'https://evil.example')).toBe(403);
    expect(await handshakeStatus(wsUrl, 'null')).toBe(403);
    expect(hub.clientCount).toBe(0);

    expect(await handshakeStatus(wsUrl, url)).toBe(101);
    expect(await handshakeStatus(wsUrl, 'https://iecbets.example')).toBe(101);
    // Programs send no Origin; only pages need stopping.
    expect(await handshakeStatus(wsUrl)).toBe(101);
  });

  it('tells a plain GET, which asks for no upgrade, that the address is a WebSocket, with 426', async () => {
    const stack = await startRealtimeStack();
    const { url, hub } = stack.replica;
    const response = await fetch(`${url}/ws`);
    expect(response.status).toBe(426);
    expect(response.headers.get('upgrade')).toBe('websocket');
    expect(await response.json()).toEqual({ error: NOT_A_WEBSOCKET_REQUEST, statusCode: 426 });
    expect(hub.clientCount).toBe(0);
    // The feed itself is unchanged.
    const client = await connectFeed(stack.replica.wsUrl);
    expect(client.hello).toEqual(expect.objectContaining({ type: 'hello' }));
    expect(hub.clientCount).toBe(1);
  });

  it('closes a client that sends too large a frame or bytes that are no frame, and goes on serving the others', async () => {
    const stack = await startRealtimeStack({ settings: { maxClientMessageBytes: 1024 } });
    const { url, wsUrl, hub } = stack.replica;
    const chatty = await connectFeed(wsUrl);
    const bystander = await connectFeed(wsUrl);
    const oversized = await connectFeed(wsUrl);
    const garbage = await upgradedRawSocket(wsUrl);
    const answered: Buffer[] = [];
    garbage.on('data', (chunk: Buffer) => answered.push(chunk));
    await vi.waitFor(() => expect(hub.clientCount).toBe(4));

    // Messages the feed does not expect, within the size limit, are ignored.
    chatty.socket.send('not json at all');
    chatty.socket.send(JSON.stringify({ type: 'subscribe', to: 'everything' }));
    oversized.socket.send('x'.repeat(64 * 1024));
    // Unmasked, with reserved bits set: not a frame a client may send.
    garbage.write(Buffer.from([0xff, 0xff, 0x00, 0x01, 0x02, 0x03]));

    expect(await oversized.closed).toBe(1009);
    await vi.waitFor(() => expect(answered.length).toBeGreaterThan(0));
    // A close frame (opcode 8) with status 1002, protocol error: a polite goodbye, not a dropped connection.
    const closeFrame = Buffer.concat(answered);
    expect(closeFrame[0]).toBe(0x88);
    expect(closeFrame.readUInt16BE(2)).toBe(1002);
    garbage.end();
    await vi.waitFor(() => expect(hub.clientCount).toBe(2));

    const questionId = await stack.publishQuestion();
    for (const client of [chatty, bystander]) expect(await client.nextMessage()).toMatchObject({ type: 'new-question', questionId });
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
  });

  it('drops a client that stops reading once its unsent messages pass the limit, while a reading client gets them all', async () => {
    const stack = await startRealtimeStack({ settings: { maxBufferedBytes: 64 * 1024 } });
    const { wsUrl, hub } = stack.replica;
    const reader = await connectFeed(wsUrl);
    const frozen = await upgradedRawSocket(wsUrl);
    frozen.pause();
    await vi.waitFor(() => expect(hub.clientCount).toBe(2));

    // Large messages fill the kernel's socket buffers quickly; after them the server would have to hold the rest.
    const longText = `Will the by-election be close? ${'context '.repeat(32 * 1024)}`;
    let published = 0;
    while (hub.droppedCount === 0 && published < 200) {
      await stack.publishQuestion(longText);
      published++;
      expect(await reader.nextMessage()).toMatchObject({ type: 'new-question', questionText: longText });
    }

    expect(hub.droppedCount).toBe(1);
    expect(hub.clientCount).toBe(1);
    expect(reader.socket.readyState).toBe(reader.socket.OPEN);
    // Not many messages' worth: the kernel buffers, the limit, and the message that went over it.
    expect(published).toBeLessThan(200);
  });

  it('cuts off a client that stops answering pings, and forgets one that went away without a word', async () => {
    // Long enough that a pong answered in time is never overtaken by the next heartbeat on a busy machine.
    const stack = await startRealtimeStack({ settings: { heartbeatIntervalMs: 300 } });
    const { wsUrl, hub } = stack.replica;
    const alive = await connectFeed(wsUrl);
    const silent = await connectFeed(wsUrl, { autoPong: false });
    const vanishing = await connectFeed(wsUrl);
    await vi.waitFor(() => expect(hub.clientCount).toBe(3));

    vanishing.socket.terminate();
    await vi.waitFor(() => expect(hub.clientCount).toBe(2));
    expect(await silent.closed).toBe(1006);
    expect(hub.droppedCount).toBe(1);

    // Several heartbeats later the client that answers is still served.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(hub.clientCount).toBe(1);
    const questionId = await stack.publishQuestion();
    expect(await alive.nextMessage()).toMatchObject({ type: 'new-question', questionId });
  });

  it('says goodbye with 1001 when the service shuts down, so that clients reconnect to another replica', async () => {
    const stack = await startRealtimeStack();
    const client = await connectFeed(stack.replica.wsUrl);
    await vi.waitFor(() => expect(stack.replica.hub.clientCount).toBe(1));
    await stack.replica.app.close();
    expect(await client.closed).toBe(1001);
  });
});
