import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT_ELEMENT = '<div id="root"></div>';

/** The built index.html, cut once at its empty #root, so that each page is three strings joined. */
export interface PageTemplate {
  /**
   * The page with `rootHtml` inside #root and `blocks` (JSON data blocks) right after it, and `head` (links that
   * start fetches early) at the end of its head.
   */
  render(rootHtml: string, blocks: string, head?: string): string;
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
  const before = html.slice(headEnd, at + ROOT_ELEMENT.length - '</div>'.length);
  const after = html.slice(at + ROOT_ELEMENT.length);
  return { render: (rootHtml, blocks, links = '') => `${head}${links}${before}${rootHtml}</div>${blocks}${after}` };
}
