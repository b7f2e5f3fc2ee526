import type { LandingData } from '@iec-bets/contracts';
import { type ReactNode, StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { createQueryClient } from '@/lib/query-client';
import { App } from './app/app';
import { seedQueryClient } from './app/page-data';

/**
 * The visitor's landing page as HTML, rendered by the server (the query-service loads this file from the build's
 * ssr/ folder) from the same data it then sends beside it for the client to hydrate with. `prerender` rather than
 * `renderToString`: it waits for any lazy part, so the page arrives whole.
 *
 * Every part goes in its place in the markup. By default React sends a part larger than `progressiveChunkSize`
 * (about 12 kB) after the rest, hidden, with inline scripts that move it into place; the CSP (no inline script)
 * refuses those, and the page would keep a hidden copy of itself. A page that still holds a script is refused here, so
 * that the browser paints it instead.
 */
export async function renderLanding(path: string, landing: LandingData): Promise<string> {
  const queryClient = createQueryClient();
  seedQueryClient(queryClient, { user: null, landing });
  const AtPath = ({ children }: { children: ReactNode }) => <StaticRouter location={path}>{children}</StaticRouter>;
  try {
    const { prelude } = await prerender(
      <StrictMode>
        <App queryClient={queryClient} Router={AtPath} />
      </StrictMode>,
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const html = await new Response(prelude).text();
    if (html.includes('<script')) throw new Error('The landing page was rendered with an inline script, which the CSP refuses');
    return html;
  } finally {
    queryClient.clear();
  }
}
