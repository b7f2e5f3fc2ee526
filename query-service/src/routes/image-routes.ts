import { ImageQueries } from '@iec-bets/contracts';
import { declaredRoute, detectImageType, notFound } from '@iec-bets/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { QueryDeps } from '../deps.js';

/**
 * Comment images by their hash. A hash names one content forever, so the answer may be cached for a year without
 * asking again. The type sent is the one found in the bytes, and nosniff stops a browser from guessing another.
 */
export const imageRoutes: FastifyPluginAsyncZod<QueryDeps> = async (app, deps) => {
  const { imageStore } = deps;

  app.route({
    ...declaredRoute(ImageQueries.image),
    handler: async (request, reply) => {
      const { hash } = request.params;
      const etag = `"${hash}"`;
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      reply.header('x-content-type-options', 'nosniff');
      // Opened on its own, an image may run nothing, load nothing and be framed by nobody.
      reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'; sandbox");
      reply.header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send(null);
      const bytes = await imageStore.get(hash);
      if (!bytes) {
        // Not cacheable: the image may yet arrive (a replica that has not seen it, a retried upload).
        reply.removeHeader('cache-control');
        reply.removeHeader('etag');
        throw notFound('Image not found');
      }
      const type = (await detectImageType(bytes)) ?? 'application/octet-stream';
      return reply.type(type).send(bytes);
    },
  });
};
