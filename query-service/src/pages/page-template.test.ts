import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadPageTemplate } from './page-template.js';

const PREVIEW = '<meta name="description" content="A page of its own" />';

describe("the pages' template: the build's index.html", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  function templateOf(html: string) {
    const dir = mkdtempSync(join(tmpdir(), 'page-template-'));
    dirs.push(dir);
    writeFileSync(join(dir, 'index.html'), html);
    return loadPageTemplate(dir)!;
  }

  it("takes the client's own index.html, and puts a page's preview in place of the description and Open Graph tags alone", () => {
    const source = readFileSync(new URL('../../../client/index.html', import.meta.url), 'utf8');
    const page = templateOf(source).render({ preview: PREVIEW });
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain(PREVIEW);
    expect(head).not.toContain('og:');
    expect(head.match(/name="description"/g)).toHaveLength(1);
    // Everything else in the head stays: the title, the icon, the theme colour.
    for (const kept of ['<title>IEC Bets</title>', '<link rel="icon"', '<meta name="theme-color"', '<meta charset="utf-8" />', 'name="viewport"']) {
      expect(head).toContain(kept);
    }
  });

  it("keeps whatever a build puts after its description that is not a preview's tag", () => {
    const page = templateOf(
      '<!doctype html><html><head><meta name="description" content="Built" />\n<meta property="og:title" content="Built" />' +
        '<meta name="theme-color" content="#0b5d3b" /><title>IEC Bets</title></head><body><div id="root"></div></body></html>',
    ).render({ preview: PREVIEW });
    expect(page).toContain(`<head>${PREVIEW}<meta name="theme-color" content="#0b5d3b" /><title>IEC Bets</title></head>`);
  });

  it('refuses a build with no description to put the preview in place of', () => {
    expect(() => templateOf('<!doctype html><html><head><title>IEC Bets</title></head><body><div id="root"></div></body></html>')).toThrow(
      /no <meta name="description">/,
    );
  });
});
