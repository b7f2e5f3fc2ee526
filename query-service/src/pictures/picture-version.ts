import { createHash } from 'node:crypto';
import type { PreviewPicture } from './preview-picture.js';

/**
 * The drawing's own version: raise it with any change to how a picture looks (its layout, its type, the libraries
 * that draw it), so that caches and apps holding a picture by its address or its ETag take the new one.
 */
const DRAWING = 1;

/**
 * A picture's version: of what it says and how it is drawn. Its ETag, and the `v` of the address a page names it by,
 * so that a question whose picture changes (resolved, corrected) is named by a new address.
 */
export function pictureVersion(picture: PreviewPicture): string {
  return createHash('sha256')
    .update(JSON.stringify([DRAWING, picture]))
    .digest('base64url')
    .slice(0, 22);
}
