import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { linkPreviewTags, PREVIEW_IMAGE } from './link-preview-tags.js';

/** The content of the meta tag that names `key`, as an app reading the page would decode it. */
function metaContent(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(html);
  return match?.[1]?.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
}

describe("a page's link preview tags", () => {
  const preview = { title: 'Will the ANC & DA "hold" <together>?', description: "It's <b>close</b>", canonicalPath: '/questions/q-1/history' };

  it('carries the title and description as written, in the description and Open Graph, never as markup', () => {
    const tags = linkPreviewTags(preview, undefined);
    expect(tags).toContain('content="Will the ANC &amp; DA &quot;hold&quot; &lt;together&gt;?"');
    expect(metaContent(tags, 'og:title')).toBe(preview.title);
    expect(metaContent(tags, 'og:description')).toBe(preview.description);
    expect(metaContent(tags, 'description')).toBe(preview.description);
    expect(metaContent(tags, 'og:site_name')).toBe('IEC Bets');
    expect(tags).not.toContain('<b>');
    // The tab keeps the site's name: the title is the app's, and the apps read og:title.
    expect(tags).not.toContain('<title>');
  });

  it('names the page and its picture by the public origin, with a large card', () => {
    const tags = linkPreviewTags(preview, 'https://iecbets.example/');
    expect(metaContent(tags, 'og:url')).toBe('https://iecbets.example/questions/q-1/history');
    expect(metaContent(tags, 'og:image')).toBe('https://iecbets.example/link-preview.png');
    expect(metaContent(tags, 'og:image:alt')).toBe('IEC Bets: daily predictions about South African politics');
    expect(metaContent(tags, 'og:image:width')).toBe('1200');
    expect(metaContent(tags, 'twitter:card')).toBe('summary_large_image');
  });

  it("names a question's own picture, with its words for those who cannot see it, at the site's picture's size", () => {
    const withPicture = { ...preview, picture: { path: '/api/questions/q-1/picture', alt: 'Day 12: "Will it" <hold>?' } };
    const tags = linkPreviewTags(withPicture, 'https://iecbets.example');
    expect(metaContent(tags, 'og:image')).toBe('https://iecbets.example/api/questions/q-1/picture');
    expect(metaContent(tags, 'og:image:alt')).toBe('Day 12: "Will it" <hold>?');
    expect(metaContent(tags, 'og:image:type')).toBe('image/png');
    expect([metaContent(tags, 'og:image:width'), metaContent(tags, 'og:image:height')]).toEqual(['1200', '630']);
    expect(metaContent(tags, 'twitter:card')).toBe('summary_large_image');
  });

  it('names no address for a page without one of its own, but still the picture', () => {
    const tags = linkPreviewTags({ title: 'IEC Bets', description: 'The site' }, 'https://iecbets.example');
    expect(metaContent(tags, 'og:url')).toBeUndefined();
    expect(metaContent(tags, 'og:image')).toBe('https://iecbets.example/link-preview.png');
  });

  it('names no address and no picture without the public origin: the request could claim any host', () => {
    const tags = linkPreviewTags(preview, undefined);
    expect(metaContent(tags, 'og:url')).toBeUndefined();
    expect(metaContent(tags, 'og:image')).toBeUndefined();
    expect(metaContent(tags, 'twitter:card')).toBe('summary');
  });

  it('names a picture the client ships, a PNG of the size it says', () => {
    const png = readFileSync(new URL(`../../../client/public${PREVIEW_IMAGE.path}`, import.meta.url));
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    // The IHDR chunk, first after the signature: width and height, big-endian.
    expect(png.readUInt32BE(16)).toBe(PREVIEW_IMAGE.width);
    expect(png.readUInt32BE(20)).toBe(PREVIEW_IMAGE.height);
  });
});
