import { escapeHtml } from '@iec-bets/platform';
import type { LinkPreview } from './link-preview.js';

/** The picture every preview shows, drawn by client/scripts/draw-link-preview-image.ts into the build's public files. */
export const PREVIEW_IMAGE = { path: '/link-preview.png', width: 1200, height: 630, alt: 'IEC Bets: daily predictions about South African politics' };

/**
 * The head's title, description and Open Graph tags for a page. The address and the picture only with the site's
 * public origin (PUBLIC_ORIGIN): apps fetch a preview's picture from an absolute address, and a page's own Host
 * header is whatever the request said it was.
 */
export function linkPreviewTags(preview: LinkPreview, page: { path: string; publicOrigin?: string | undefined }): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    meta('name', 'description', preview.description),
    meta('property', 'og:site_name', 'IEC Bets'),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:locale', 'en_ZA'),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', preview.description),
  ];
  if (page.publicOrigin) {
    const origin = new URL(page.publicOrigin).origin;
    tags.push(
      // Joined, not resolved: a path such as //elsewhere.example would resolve to another site.
      meta('property', 'og:url', `${origin}${page.path}`),
      meta('property', 'og:image', `${origin}${PREVIEW_IMAGE.path}`),
      meta('property', 'og:image:width', String(PREVIEW_IMAGE.width)),
      meta('property', 'og:image:height', String(PREVIEW_IMAGE.height)),
      meta('property', 'og:image:alt', PREVIEW_IMAGE.alt),
      meta('name', 'twitter:card', 'summary_large_image'),
    );
  } else {
    tags.push(meta('name', 'twitter:card', 'summary'));
  }
  tags.push(`<title>${escapeHtml(preview.title)}</title>`);
  return tags.join('\n    ');
}
