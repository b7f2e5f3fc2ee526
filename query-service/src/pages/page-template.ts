import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT_ELEMENT = '<div id="root"></div>';

/** The built index.html, cut once at its empty #root, so that each page is three strings joined. */
export interface PageTemplate {
  /** The page with `rootHtml` inside #root and `blocks` (JSON data blocks) right after it. */
  render(rootHtml: string, blocks: string): string;
}

/** Reads the build's index.html once per process; null when the client is not built. */
export function loadPageTemplate(clientDir: string): PageTemplate | null {
  const file = join(clientDir, 'index.html');
  if (!existsSync(file)) return null;
  const html = readFileSync(file, 'utf8');
  const at = html.indexOf(ROOT_ELEMENT);
  if (at < 0) throw new Error(`${file} has no ${ROOT_ELEMENT} to render into`);
  const before = html.slice(0, at + ROOT_ELEMENT.length - '</div>'.length);
  const after = html.slice(at + ROOT_ELEMENT.length);
  return { render: (rootHtml, blocks) => `${before}${rootHtml}</div>${blocks}${after}` };
}
