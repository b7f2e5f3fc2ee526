import { z } from 'zod';
import { COMMENT_IMAGE_TYPES } from '../../events/comment-events.js';
import { declareRoute } from '../route-declaration.js';

export const ImageParams = z.object({
  hash: z.string().regex(/^[0-9a-f]{64}$/, 'That is not an image address: expected 64 hexadecimal digits'),
});

/**
 * How a browser may keep an image: as its own copy only, and asked again every time it is shown (a 304 by its hash
 * costs a few hundred bytes). An image stops being served when the last comment showing it is deleted or removed by
 * a moderator, and neither a moderator's removal nor a person's erasure should linger on screens or in a shared cache.
 */
export const IMAGE_CACHE_CONTROL = 'private, no-cache';

export const ImageQueries = {
  image: declareRoute({
    method: 'GET',
    url: '/api/images/:hash',
    access: 'public',
    summary: "A comment's image, by the sha256 of its bytes",
    description:
      `Answers 200 with the image bytes and their type, found in the bytes, while a comment that shows it stands, ` +
      `kept by a browser only if it asks again each time (${IMAGE_CACHE_CONTROL}); 304 to an \`If-None-Match\` of its \`ETag\`; 404 once no ` +
      'comment shows it.',
    tag: 'Comments',
    schema: { params: ImageParams, response: { 304: z.null() } },
    bytes: COMMENT_IMAGE_TYPES,
    errors: [404],
  }),
};
