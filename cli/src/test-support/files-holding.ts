import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Every file under `dir` (recursively) that holds any of `values` in the clear, as UTF-8 bytes, with the value
 * found: what an erasure must leave empty.
 */
export function filesHolding(dir: string, values: readonly string[]): string[] {
  return filesUnder(dir).flatMap((file) => {
    const bytes = readFileSync(file);
    return values.filter((value) => bytes.includes(Buffer.from(value, 'utf8'))).map((value) => `${file}: ${value}`);
  });
}
