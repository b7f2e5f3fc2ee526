import { z } from 'zod';
import { declareRoute } from '../route-declaration.js';

export const ImageParams = z.object({
  hash: z.string().regex(/^[0-9a-f]{64}$/, 'That is not an image address: expected 64 hexadecimal digits'),
});

export const ImageQueries = {
  image: declareRoute({
    method: 'GET',
    url: '/api/images/:hash',
    access: 'public',
    summary: "A comment's image, by the sha256 of its bytes",
    description:
      'Answers 200 with the image bytes and their type (image/jpeg, image/png, image/gif or image/webp), cacheable for a ' +
      'year; 304 to an `If-None-Match` of its `ETag`.',
    tag: 'Comments',
    schema: { params: ImageParams, response: { 304: z.null() } },
    errors: [404],
  }),
};
