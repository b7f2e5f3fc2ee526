import proxyAddr from '@fastify/proxy-addr';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { correlationIdOf } from './correlation-id.js';

/** The log levels at which Fastify logs every request. */
const LEVELS_THAT_LOG_REQUESTS = new Set(['info', 'debug', 'trace']);

type TrustProxy = boolean | string | string[];

/** Which hops' X-Forwarded-* are believed, as Fastify reads its `trustProxy` option. */
function trustedHops(trustProxy: TrustProxy): (address: string, hop: number) => boolean {
  if (trustProxy === true) return () => true;
  if (trustProxy === false) return () => false;
  return proxyAddr.compile(typeof trustProxy === 'string' ? trustProxy.split(',').map((value) => value.trim()) : trustProxy);
}

/** The last value of a header that proxies may have sent more than once. */
function lastValue(header: string): string {
  return header.slice(header.lastIndexOf(',') + 1).trim();
}

/**
 * The log line of a request answered before the framework (see early-answers.ts): what Fastify logs when a request
 * completes, with the same correlation id, request fields (through the same serializer: the path alone, the client
 * and host as the trusted proxies report them) and response time, marked `answeredEarly`. Fastify also logs a line
 * when a request comes in; an early answer is done before anything could go wrong between the two, so it logs one.
 */
export function earlyAnswerLog(trustProxy: TrustProxy) {
  const trusted = trustedHops(trustProxy);
  return (log: FastifyBaseLogger | undefined, request: IncomingMessage, path: string, startedAt: number): void => {
    if (!log || !LEVELS_THAT_LOG_REQUESTS.has(log.level)) return;
    const forwardedHost = request.headers['x-forwarded-host'];
    const viaTrustedProxy = trusted(request.socket.remoteAddress ?? '', 0);
    const seenAs = {
      method: 'GET',
      url: path,
      host: typeof forwardedHost === 'string' && viaTrustedProxy ? lastValue(forwardedHost) : (request.headers.host ?? ''),
      ip: proxyAddr(request, trusted),
      socket: request.socket,
    } as unknown as FastifyRequest;
    // The logger's own serializer turns it into the logged fields (request-log.ts), as for every request.
    log.info(
      { reqId: correlationIdOf(request), req: seenAs, res: { statusCode: 200 }, responseTime: performance.now() - startedAt, answeredEarly: true },
      'request completed',
    );
  };
}
