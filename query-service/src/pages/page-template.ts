import { PAGE_SNAPSHOT_ID } from '@iec-bets/contracts';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT_ELEMENT = '<div id="root"></div>';

/** The picture of a member's screen: inert, and hidden from assistive technology, which meets the app itself. */
const snapshotElement = (html: string) => `<div id="${PAGE_SNAPSHOT_ID}" inert aria-hidden="true">${html}</div>`;

/** The built index.html, cut once at its empty #root, so that each page is a few strings joined. */
export interface PageTemplate {
  /**
   * The page with `rootHtml` inside #root and `blocks` (JSON data blocks) right after it, `head` (links that start
   * fetches early) at the end of its head, and `snapshot` (a picture of a member's screen, see PAGE_SNAPSHOT_ID)
   * right before #root, and `ahead` (a script that must start first) before the head's first script.
   */
  render(rootHtml: string, blocks: string, head?: string, snapshot?: string, ahead?: string): string;
}

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
  const firstScript = head.includes('<script') ? head.indexOf('<script') : head.length;
  const before = html.slice(headEnd, at);
  const rootStart = ROOT_ELEMENT.slice(0, -'</div>'.length);
  const after = html.slice(at + ROOT_ELEMENT.length);
  return {
    render: (rootHtml, blocks, links = '', snapshot = '', ahead = '') =>
      `${head.slice(0, firstScript)}${ahead}${head.slice(firstScript)}${links}${before}${snapshot ? snapshotElement(snapshot) : ''}${rootStart}${rootHtml}</div>${blocks}${after}`,
  };
}
