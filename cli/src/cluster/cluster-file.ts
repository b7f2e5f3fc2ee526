import { renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const CLUSTER_FILE = 'cluster.json';

export interface ClusterProcessEntry {
  role: string;
  pid: number;
  port?: number;
}

/** What `npm run cluster` is running right now, for people and tests: the public entry and every process. */
export interface ClusterFile {
  entry: string;
  processes: ClusterProcessEntry[];
}

/** Replaces DATA_DIR/cluster.json at once (write aside, then rename), so that a reader never sees half a file. */
export function writeClusterFile(dataDir: string, content: ClusterFile): void {
  const file = join(dataDir, CLUSTER_FILE);
  const aside = `${file}.${process.pid}.tmp`;
  writeFileSync(aside, `${JSON.stringify(content, null, 2)}\n`);
  renameSync(aside, file);
}
