import { PAGE_SNAPSHOT_ID } from '@iec-bets/contracts';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT_ELEMENT = '<div id="root"></div>';

/** The picture of a member's screen: inert, and hidden from assistive technology, which meets the app itself. */
const snapshotElement = (html: string) => `<div id="${PAGE_SNAPSHOT_ID}" inert aria-hidden="true">${html}</div>`;

/** What a page puts into the built index.html; each part is left out when not given. */
export interface PageParts {
  /** Inside #root: the landing page as the server rendered it. */
  rootHtml?: string;
  /** JSON data blocks, right after #root. */
  blocks?: string;
  /** Links that start fetches early, at the end of the head. */
  links?: string;
  /** A picture of a member's screen (see PAGE_SNAPSHOT_ID), right before #root. */
  snapshot?: string;
  /** A script that must start first, before the head's first script. */
  ahead?: string;
  /** The page's description and Open Graph tags, in place of the build's own (link-preview-tags.ts). */
  preview?: string;
}

/** The built index.html, cut once at its empty #root and around its link preview, so that each page is a few strings joined. */
export interface PageTemplate {
  render(parts: PageParts): string;
}

/**
 * index.html's link preview: its description and the Open Graph and Twitter tags right after it, which the server
 * writes anew for each page (link-preview-tags.ts). Only those tags: whatever else the head holds stays, wherever it
 * sits. The build's own stand for a page sent without a query-service (nginx's fallback).
 */
const BUILT_PREVIEW = /<meta name="description"[^>]*>(?:\s*<meta (?:property="og:|name="twitter:)[^>]*>)*/;

/** Reads the build's index.html once per process; null when the client is not built. */
export function loadPageTemplate(clientDir: string): PageTemplate | null {
  const file = join(clientDir, 'index.html');
  if (!existsSync(file)) return null;
  const html = readFileSync(file, 'utf8');
  const at = html.indexOf(ROOT_ELEMENT);
  if (at < 0) throw new Error(`${file} has no ${ROOT_ELEMENT} to render into`);
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0 || headEnd > at) throw new Error(`${file} has no </head> before its ${ROOT_ELEMENT}`);
  const head = html.slice(0, headEnd);
  const built = BUILT_PREVIEW.exec(head);
  if (!built) throw new Error(`${file} has no <meta name="description"> in its head for the link preview to take the place of`);
  const previewStart = built.index;
  const previewEnd = previewStart + built[0].length;
  const firstScript = head.includes('<script') ? head.indexOf('<script') : head.length;
  if (firstScript < previewEnd) throw new Error(`${file} has a script before the end of its link preview`);
  const beforePreview = head.slice(0, previewStart);
  const builtPreview = head.slice(previewStart, previewEnd);
  const betweenPreviewAndScript = head.slice(previewEnd, firstScript);
  const fromScript = head.slice(firstScript);
  const before = html.slice(headEnd, at);
  const rootStart = ROOT_ELEMENT.slice(0, -'</div>'.length);
  const after = html.slice(at + ROOT_ELEMENT.length);
  return {
    render: ({ rootHtml = '', blocks = '', links = '', snapshot = '', ahead = '', preview = builtPreview }) =>
      `${beforePreview}${preview}${betweenPreviewAndScript}${ahead}${fromScript}${links}${before}${snapshot ? snapshotElement(snapshot) : ''}${rootStart}${rootHtml}</div>${blocks}${after}`,
  };
}
