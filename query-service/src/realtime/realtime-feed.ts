import websocket from '@fastify/websocket';
import { NOT_A_WEBSOCKET_REQUEST, REALTIME_QUESTION_CHANNEL, RealtimeQuestionNotice } from '@iec-bets/contracts';
import { type NoticeBus, type ReadStore, subscribeInBackground } from '@iec-bets/platform';
import type { FastifyPluginAsync } from 'fastify';
import { keepHubListening } from './hub-listening.js';
import { RealtimeHub } from './realtime-hub.js';

export interface RealtimeFeedOptions {
  noticeBus: NoticeBus;
  /** Where the projector saved that its messages go up to, read once the feed listens (RealtimeHello). */
  readStore: ReadStore;
  /** The hub to fan out through, with its limits; one with the default limits otherwise. The feed shuts it down. */
  hub?: RealtimeHub | undefined;
}

/**
 * `/ws`: tells every connected browser when a question is published or resolved, and the two people of a friend
 * request when it is made or answered. The projector hands each message
 * to every query-service over the notice bus once the read models show the change, and each replica sends it to its
 * own sockets. The Origin of the handshake is checked by the shared origin check, before the upgrade.
 */
export const realtimeFeed: FastifyPluginAsync<RealtimeFeedOptions> = async (app, options) => {
  const hub = options.hub ?? new RealtimeHub({}, app.log);
  await app.register(websocket, {
    options: {
      maxPayload: hub.settings.maxClientMessageBytes,
      // Compressing would cost a deflate per socket per message; the messages are a few hundred bytes.
      perMessageDeflate: false,
      // The hub keeps the sockets.
      clientTracking: false,
    },
    // A client that sends garbage or too large a frame has already been sent the close frame by `ws` (1002, 1009):
    // it is the client's fault, not an error of the server's.
    errorHandler: (error, _socket, request) => request.log.debug({ err: error }, 'A /ws client broke the protocol'),
  });

  const listening = keepHubListening(hub, {
    noticeBus: options.noticeBus,
    readStore: options.readStore,
    onError: (error) => app.log.error({ err: error }, "Could not read how far the /ws messages go: clients are told it is unknown until it is read"),
  });
  // Subscribed in the background: a notice bus whose server is out of reach must not keep the service from
  // starting (its health says why it is not ready); the feed speaks once the subscription is made.
  const subscription = subscribeInBackground(
    options.noticeBus,
    REALTIME_QUESTION_CHANNEL,
    (message) => {
      const notice = RealtimeQuestionNotice.safeParse(message);
      if (!notice.success) {
        app.log.warn({ issues: notice.error.issues }, 'Ignoring a /ws notice of unknown shape');
        return;
      }
      hub.broadcast(notice.data.message, notice.data.position, notice.data.to);
    },
    (error) => app.log.error({ err: error }, 'Could not subscribe the /ws feed to the notices'),
    () => listening.subscribed(),
  );
  app.addHook('preClose', async () => {
    listening.stop();
    await subscription.end();
    await hub.shutdown();
  });

  // The feed only speaks; what a client sends (at most maxClientMessageBytes a message) is read and dropped. The
  // handshake carries the session cookie, so a member's socket also gets the messages meant for them alone.
  app.route({
    method: 'GET',
    url: '/ws',
    wsHandler: (socket, request) => hub.add(socket, request.sessionUserId),
    // A plain GET (a browser's address bar, a probe) is told what the address is for, rather than a bare 404.
    handler: async (_request, reply) =>
      reply.code(426).header('upgrade', 'websocket').send({ error: NOT_A_WEBSOCKET_REQUEST, statusCode: 426 }),
  });
};
