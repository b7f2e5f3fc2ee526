import { MIN_POSITION_HEADER, MIN_POSITION_WAIT_HEADER } from '@iec-bets/contracts';
import type { FastifyBaseLogger, FastifyServerFactory } from 'fastify';
import { createServer, type IncomingMessage, type ServerOptions, type ServerResponse } from 'node:http';
import { earlyAnswerLog } from './early-answer-log.js';

/** What an early answer sends: a 200 with this JSON body, under the security headers and these headers of its own. */
export interface EarlyReply {
  body: string;
  /** As name, value, name, value. */
  headers: readonly string[];
}

/**
 * Answers a request for `path` from what is already at hand, synchronously, or returns undefined to leave it to the
 * route. Whatever it answers must be what the route would have answered that request.
 */
export type EarlyAnswer = (path: string) => EarlyReply | undefined;

/**
 * Request headers after which the same path may deserve another answer than a visitor's: a session (the reader's own
 * view, a refreshed cookie), a read that waits for a position, a body (refused, or read and thrown away, by the
 * framework's rules), a protocol switch.
 */
const HEADERS_LEFT_TO_THE_ROUTES = new Set(['cookie', MIN_POSITION_HEADER, MIN_POSITION_WAIT_HEADER, 'content-length', 'transfer-encoding', 'upgrade']);

/**
 * Answers to the hottest anonymous reads, sent before Fastify sees the request. On election night every visitor's
 * page polls a question's public results, and the answer is one copy for all of them, already serialized (see
 * QuestionReadsCache); what is left to spend on each request is the framework's own way through routing, hooks and
 * reply. Measured on this 2-core machine (`npm run bench -- --only load`), cached public-results reads ran at 48-63%
 * of a bare Fastify route's rate through Fastify, and at 74-96% answered here. A replica-side counterpart of an edge
 * micro-cache, which the one-process server has no edge for.
 *
 * Only plain GETs of a visitor reach an early answer: no query string, none of the headers above. Everything else,
 * and everything an answer does not know at once, goes to Fastify, which answers it as it always did. An early answer
 * carries the security headers every API answer carries (see security-headers.ts).
 */
export class EarlyAnswers {
  private readonly answers: EarlyAnswer[] = [];

  /** As name, value, name, value: the form Node takes without a copy. */
  private readonly securityHeaders: string[];

  private readonly logAnswer: ReturnType<typeof earlyAnswerLog>;
  private closing = false;

  constructor(options: { securityHeaders: Readonly<Record<string, string>>; trustProxy: boolean | string | string[] }) {
    this.securityHeaders = Object.entries(options.securityHeaders).flat();
    this.logAnswer = earlyAnswerLog(options.trustProxy);
  }

  add(answer: EarlyAnswer): void {
    this.answers.push(answer);
  }

  /**
   * From the moment the server begins to close, every request goes to Fastify, which answers 503 and closes the
   * connection: a kept-alive poller (a visitor's page, the edge's connection pool) must not keep the server open.
   */
  close(): void {
    this.closing = true;
  }

  /** Sends an early answer to `request`, if any applies, and says whether it did. */
  answer(request: IncomingMessage, response: ServerResponse, log: FastifyBaseLogger | undefined): boolean {
    if (this.closing || this.answers.length === 0 || request.method !== 'GET') return false;
    const startedAt = performance.now();
    const path = request.url;
    if (path === undefined || path.includes('?')) return false;
    // Read from the raw list: `request.headers` would build an object of them all for this one look.
    const raw = request.rawHeaders;
    for (let i = 0; i < raw.length; i += 2) if (HEADERS_LEFT_TO_THE_ROUTES.has(raw[i]!.toLowerCase())) return false;
    for (const answer of this.answers) {
      const reply = answer(path);
      if (reply === undefined) continue;
      response.writeHead(200, [...this.securityHeaders, ...reply.headers, 'content-length', String(Buffer.byteLength(reply.body))]);
      response.end(reply.body);
      this.logAnswer(log, request, path, startedAt);
      return true;
    }
    return false;
  }

  /**
   * Fastify's own HTTP/1 server, as Fastify makes it from its options (a server factory skips that), with the early
   * answers in front of the framework's handler. `log` is read per request: the instance exists only once the
   * factory has run. One difference remains: asked to listen on `localhost`, Fastify then listens on its first
   * address only, where it would otherwise listen on each (127.0.0.1 and ::1); the product listens on `HOST`, all
   * addresses by default.
   */
  serverFactory(log: () => FastifyBaseLogger | undefined): FastifyServerFactory {
    return (handler, rawOptions) => {
      const options = rawOptions as unknown as FastifyServerOptions;
      const server = createServer(options.http ?? {}, (request, response) => {
        if (!this.answer(request, response, log())) handler(request, response);
      });
      server.keepAliveTimeout = options.keepAliveTimeout;
      server.requestTimeout = options.requestTimeout;
      server.setTimeout(options.connectionTimeout);
      // Zero means Node's default, as Fastify takes it.
      if (options.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
      return server;
    };
  }
}

/** The options, defaults filled in, that Fastify gives a server factory and would have made its server with. */
interface FastifyServerOptions {
  http?: ServerOptions | null;
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
  maxRequestsPerSocket: number;
}
