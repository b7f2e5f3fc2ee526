import { IMAGE_CACHE_CONTROL, ImageQueries, IMAGE_NOT_FOUND } from '@iec-bets/contracts';
import { declaredRoute, detectImageType, etagMatches, notFound, type ProjectorWatermark } from '@iec-bets/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { QueryDeps } from '../deps.js';
import { isImageShown } from '../views/image-shown.js';

export interface ImageRouteOptions extends QueryDeps {
  watermark: ProjectorWatermark;
}

/**
 * Comment images by their hash, served only while a live comment shows them. The type sent is the one found in the
 * bytes, and nosniff stops a browser from guessing another.
 */
function cacheHeaders(etag: string): Record<string, string> {
  return {
    'cache-control': IMAGE_CACHE_CONTROL,
    etag,
    'x-content-type-options': 'nosniff',
    // Opened on its own, an image may run nothing, load nothing and be framed by nobody.
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'; sandbox",
  };
}

export const imageRoutes: FastifyPluginAsyncZod<ImageRouteOptions> = async (app, deps) => {
  const { imageStore, readStore, eventStore, watermark, readWaitTimeoutMs } = deps;

  const shownByAComment = (hash: string) => isImageShown(readStore, hash);

  /**
   * An image is stored just before its comment's event is appended, and the poster's browser asks for it at once,
   * maybe before the projector has the comment: when the read models are behind the log, they are waited for.
   */
  async function shownOnceCaughtUp(hash: string, readPosition: number): Promise<boolean> {
    if (await shownByAComment(hash)) return true;
    const head = await eventStore.headPosition();
    if (readPosition >= head) return false;
    await watermark.waitFor(head, readWaitTimeoutMs);
    return shownByAComment(hash);
  }

  app.route({
    ...declaredRoute(ImageQueries.image),
    handler: async (request, reply) => {
      const { hash } = request.params;
      // Not cacheable: the image may yet arrive (a replica that has not seen it, a retried upload), and one that was
      // taken down must not linger in a cache as "gone" should it be posted again.
      if (!(await shownOnceCaughtUp(hash, request.readPosition))) throw notFound(IMAGE_NOT_FOUND);
      const etag = `"${hash}"`;
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.status(304).headers(cacheHeaders(etag)).send(null);
      const bytes = await imageStore.get(hash);
      if (!bytes) throw notFound(IMAGE_NOT_FOUND);
      const type = (await detectImageType(bytes)) ?? 'application/octet-stream';
      return reply.headers(cacheHeaders(etag)).type(type).send(bytes);
    },
  });
};
