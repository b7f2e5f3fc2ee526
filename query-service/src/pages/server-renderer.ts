import type { LandingData, PageReads, User } from '@iec-bets/contracts';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The client build's server renderer (client/src/entry-server.tsx), as far as the pages use it. */
export interface ServerRenderer {
  /** The landing page's markup for a path (`/` or `/home`) from its data. */
  renderLanding(path: string, landing: LandingData): Promise<string>;
  /**
   * A picture of a signed-in member's screen at `path` (with `search`, its query string, which may pick a tab), drawn
   * from the reads their page carries; null when it would show no more than a spinner (reads missing, or a screen
   * with no first reads). Absent from a build made before pictures: members' pages then come without, as they did.
   */
  renderMemberScreen?(path: string, user: User, reads: PageReads, search: string): Promise<string | null>;
}

/**
 * Loads the renderer that the client's build leaves in ssr/, once per process; null when the build has none, and
 * the pages are then painted by the browser alone. A build whose renderer draws no members' screens is still used
 * for the landing page, and `warn` says why members' pages come without pictures.
 */
export async function loadServerRenderer(clientDir: string, warn: (message: string) => void = () => {}): Promise<ServerRenderer | null> {
  const file = join(clientDir, 'ssr', 'entry-server.js');
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as Partial<ServerRenderer>;
  if (typeof module.renderLanding !== 'function') throw new Error(`${file} exports no renderLanding`);
  if (typeof module.renderMemberScreen !== 'function') {
    warn(`${file} exports no renderMemberScreen: members' pages come without a picture of their screen until the client is built again`);
  }
  return module as ServerRenderer;
}
