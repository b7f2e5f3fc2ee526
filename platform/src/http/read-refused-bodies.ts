import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** How much of a refused body is read and thrown away, and for how long, before the connection is simply closed. */
const MOST_BYTES_READ = 64 * 1024 * 1024;
const LONGEST_WAIT_MS = 30_000;

/**
 * Whether nothing more of the request's body is to come: the parser saw all of it (`complete`), it was read to its
 * end (which is how an injected request of the tests says so), or the connection is gone.
 */
const arrivedWhole = (message: IncomingMessage) => message.complete || message.readableEnded || message.destroyed;

/** Resolves once `message`'s body has arrived whole (its bytes thrown away), or past the cap or the wait. */
function restOfBody(message: IncomingMessage): Promise<void> {
  return new Promise((resolve) => {
    let received = 0;
    const done = () => {
      clearTimeout(timer);
      message.off('data', count);
      message.off('end', done);
      message.off('close', done);
      message.off('error', done);
      resolve();
    };
    const count = (chunk: Buffer) => {
      received += chunk.length;
      if (received > MOST_BYTES_READ) done();
    };
    const timer = setTimeout(done, LONGEST_WAIT_MS);
    message.on('data', count);
    message.once('end', done);
    message.once('close', done);
    message.once('error', done);
    message.resume();
  });
}

/**
 * An answer sent before its request's body has arrived whole (a 413 for a body past the route's limit, a 404, a 401)
 * waits for the rest of the body, read and thrown away. A 413 closes the connection: sent while a browser is still
 * sending, the browser's next write met a reset and `fetch` saw a network error instead of "The request body is too
 * large" (in most tries of an 8 MB body against `npm start`). Bounded, so that nobody can keep a connection busy
 * by sending without end.
 */
export const readRefusedBodies = fp(
  async function readRefusedBodies(app: FastifyInstance) {
    // A callback rather than an async hook: nearly every request arrived whole, and an async hook costs each a promise.
    app.addHook('onSend', (request, _reply, payload, done) => {
      if (arrivedWhole(request.raw)) {
        done(null, payload);
        return;
      }
      void restOfBody(request.raw).then(() => done(null, payload));
    });
  },
  { name: 'read-refused-bodies' },
);
