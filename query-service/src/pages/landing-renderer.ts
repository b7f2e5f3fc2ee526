import type { LandingData } from '@iec-bets/contracts';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The landing page's markup for a path (`/` or `/home`) from its data: the client build's server renderer. */
export type RenderLanding = (path: string, landing: LandingData) => Promise<string>;

/**
 * Loads the renderer that the client's build leaves in ssr/ (client/src/entry-server.tsx), once per process; null
 * when the build has none, and the landing page is then painted by the browser alone.
 */
export async function loadLandingRenderer(clientDir: string): Promise<RenderLanding | null> {
  const file = join(clientDir, 'ssr', 'entry-server.js');
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as { renderLanding?: RenderLanding };
  if (typeof module.renderLanding !== 'function') throw new Error(`${file} exports no renderLanding`);
  return module.renderLanding;
}
