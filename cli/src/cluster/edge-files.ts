import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type EdgeSite, readEdgeTemplate, renderEdgeMainConfig, renderEdgeSite } from './edge-config.js';

const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/**
 * Writes the edge's configuration into `prefixDir` (the site from the template, and the main nginx.conf around it)
 * and returns the arguments that run Debian's nginx on it in the foreground, logging to stderr.
 */
export function writeEdgeFiles(prefixDir: string, site: Omit<EdgeSite, 'accessLog'>): string[] {
  mkdirSync(prefixDir, { recursive: true });
  const siteFile = join(prefixDir, 'iec-bets.conf');
  const mainFile = join(prefixDir, 'nginx.conf');
  writeFileSync(siteFile, renderEdgeSite(readEdgeTemplate(), { ...site, accessLog: join(prefixDir, 'access.log') }));
  writeFileSync(
    mainFile,
    renderEdgeMainConfig({
      prefixDir,
      siteFile,
      brotliModule: existsSync(BROTLI_STATIC_MODULE) ? BROTLI_STATIC_MODULE : undefined,
      // Started as root, nginx's workers would otherwise run as nobody, who may not read the build or DATA_DIR.
      user: process.getuid?.() === 0 ? 'root' : undefined,
    }),
  );
  return ['-p', prefixDir, '-c', mainFile, '-e', 'stderr', '-g', 'daemon off;'];
}
