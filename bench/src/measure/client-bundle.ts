import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One chunk of Vite's build manifest (`build.manifest`): its file and what it imports, statically or lazily. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export interface ClientBundle {
  /** The JavaScript a browser must load before the landing page runs: the entry and its static imports. */
  initialFiles: string[];
  initialGzipBytes: number;
  /** The admin dashboard's chunk, and whether the landing page loads it (it must not). */
  adminFile: string;
  adminInInitial: boolean;
  /** What the dashboard adds on top of the landing page's JavaScript when an admin opens it. */
  adminOnlyGzipBytes: number;
}

/** The module that holds the whole admin dashboard; everything admin-only hangs off it. */
const ADMIN_MODULE = 'src/app/routes/admin-dashboard.tsx';

/** Every chunk `from` pulls in through static imports, itself included. */
function staticClosure(manifest: Record<string, ManifestChunk>, from: string): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit(from);
  return seen;
}

/**
 * Measures the built client in `distDir` from its manifest: the landing route's initial JavaScript, gzipped as a
 * server would send it, and whether the admin dashboard stays out of it.
 */
export function measureClientBundle(distDir: string): ClientBundle {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  // The page's entry, not the script that keeps taps on a member's picture of their screen, which no landing page loads.
  const entry = manifest['index.html']?.isEntry ? 'index.html' : undefined;
  if (!entry) throw new Error('The client build has no entry chunk: run `npm run build`');
  if (!manifest[ADMIN_MODULE]) throw new Error(`The client build has no chunk for ${ADMIN_MODULE}: is the dashboard still loaded lazily?`);

  const gzipBytes = (keys: Iterable<string>) =>
    [...keys].reduce((total, key) => total + gzipSync(readFileSync(join(distDir, manifest[key]!.file)), { level: 9 }).length, 0);

  const initial = staticClosure(manifest, entry);
  const admin = staticClosure(manifest, ADMIN_MODULE);
  const adminOnly = [...admin].filter((key) => !initial.has(key));
  return {
    initialFiles: [...initial].map((key) => manifest[key]!.file),
    initialGzipBytes: gzipBytes(initial),
    adminFile: manifest[ADMIN_MODULE].file,
    adminInInitial: initial.has(ADMIN_MODULE),
    adminOnlyGzipBytes: gzipBytes(adminOnly),
  };
}
