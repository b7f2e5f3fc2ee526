import { escapeHtml } from '@iec-bets/platform';
import { PICTURE_HEIGHT, PICTURE_WIDTH } from '../pictures/preview-picture-layout.js';
import { type LinkPreview, SITE_NAME } from './link-preview.js';
import { clipped } from './preview-words.js';

/**
 * The picture of a preview with none of its own: client/public/link-preview.png, drawn by
 * client/scripts/draw-brand-images.js. A question's picture (GET /api/questions/{id}/picture) is of the same size.
 */
export const PREVIEW_IMAGE = { path: '/link-preview.png', width: 1200, height: 630, alt: 'IEC Bets: daily predictions about South African politics' };

const ALT_MAX = 420;

/**
 * A page's description and Open Graph tags. Not its title: index.html's stays, which the app sets for each screen, and
 * the apps read og:title. The address and the picture only with the site's public origin (PUBLIC_ORIGIN): apps fetch
 * a preview's picture from an absolute address, and a request's own Host header is whatever the request said.
 */
export function linkPreviewTags(preview: LinkPreview, publicOrigin: string | undefined): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    meta('name', 'description', preview.description),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:locale', 'en_ZA'),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', preview.description),
  ];
  if (publicOrigin) {
    const origin = new URL(publicOrigin).origin;
    // Joined, not resolved: a path is the site's own (link-preview.ts builds it), and resolving would follow a `//`.
    if (preview.canonicalPath) tags.push(meta('property', 'og:url', `${origin}${preview.canonicalPath}`));
    const picture = preview.picture ? { ...preview.picture, width: PICTURE_WIDTH, height: PICTURE_HEIGHT } : PREVIEW_IMAGE;
    tags.push(
      meta('property', 'og:image', `${origin}${picture.path}`),
      meta('property', 'og:image:type', 'image/png'),
      meta('property', 'og:image:width', String(picture.width)),
      meta('property', 'og:image:height', String(picture.height)),
      // X takes at most 420 characters of a picture's words.
      meta('property', 'og:image:alt', clipped(picture.alt, ALT_MAX)),
      meta('name', 'twitter:card', 'summary_large_image'),
    );
  } else {
    tags.push(meta('name', 'twitter:card', 'summary'));
  }
  return tags.join('\n    ');
}
