import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/**
 * Where a program of a Debian package is: on PATH, or in the sbin folders that a user's PATH often lacks (nginx
 * lives in /usr/sbin). Null when it is not installed.
 */
export function findBinary(name: string, path = process.env.PATH ?? ''): string | null {
  const folders = [...path.split(delimiter).filter(Boolean), '/usr/sbin', '/usr/local/sbin', '/sbin'];
  for (const folder of folders) {
    const candidate = join(folder, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}
