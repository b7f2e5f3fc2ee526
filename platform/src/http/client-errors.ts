import type { FastifyInstance } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

/**
 * What a request that Node's HTTP parser refuses is told, before any request exists for Fastify to answer: one that
 * took too long to arrive, whose address and headers overflow the parser's limit (a link with a huge query string),
 * or that is no HTTP at all.
 */
export function clientErrorAnswer(code: string | undefined): { status: number; message: string } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, message: 'The request took too long to arrive. Please try again.' };
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, message: 'That address or its headers are too long' };
  return { status: 400, message: 'That request is not valid' };
}

/**
 * Fastify's `clientErrorHandler`: the answer above, in the product's error shape and with the security headers
 * every response carries, which Fastify's own handler leaves out. The connection closes after it, as Node's does.
 */
export function answerClientErrors(securityHeaders: Readonly<Record<string, string>>) {
  return function clientErrorHandler(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket): void {
    // A connection reset leaves nobody to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const { status, message } = clientErrorAnswer(error.code);
    this.log.debug({ err: error }, 'A request the HTTP parser refused');
    if (socket.writable) {
      const body = JSON.stringify({ error: message, statusCode: status });
      const headers = {
        ...securityHeaders,
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(Buffer.byteLength(body)),
        connection: 'close',
      };
      const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
      socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n${body}`);
    }
    socket.destroy(error);
  };
}
