import type { FastifyRequest } from 'fastify';

/**
 * What the request log keeps of a request: as Fastify's own, but its path without the query string. Queries carry
 * what people look for: a name in the user search, the address an admin looks up to erase from the newsletter list.
 * A log is copied and kept where no erasure reaches, so it must not hold them.
 */
export function requestForTheLog(request: FastifyRequest) {
  const query = request.url.indexOf('?');
  return {
    method: request.method,
    url: query === -1 ? request.url : request.url.slice(0, query),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
