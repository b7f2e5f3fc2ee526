import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BenchSettings } from './bench-settings-schema.js';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');

/** The variables of the README's table of benchmark settings (`| benchmark variable | effect | default |`). */
function documentedVariables(): string[] {
  const lines = readFileSync(join(root, 'README.md'), 'utf8').split('\n');
  const header = lines.findIndex((line) => /^\|\s*benchmark variable\s*\|\s*effect\s*\|\s*default\s*\|/.test(line));
  expect(header, 'the README has a table of benchmark settings').toBeGreaterThanOrEqual(0);
  const variables: string[] = [];
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith('|')) break;
    variables.push(...[...(line.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]!));
  }
  return variables;
}

/** The benchmark's sources, without its tests. */
function benchSources(dir = here): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return benchSources(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

describe("the benchmark's settings", () => {
  it('are every variable of the README table, and nothing else', () => {
    expect(documentedVariables().sort()).toEqual(Object.keys(BenchSettings.shape).sort());
  });

  it('are read through their schema alone: no source of the benchmark reads a variable from the environment itself', () => {
    const readDirectly = benchSources().flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/process\.env(?:\.([A-Za-z_]\w*)|\[\s*['"`]([^'"`]+)['"`]\s*\])/g)].map(
        (match) => `${relative(root, file)}: ${match[1] ?? match[2]}`,
      ),
    );
    expect(readDirectly).toEqual([]);
  });

  it('refuse a port that is not one, naming the variable', () => {
    expect(() => BenchSettings.parse({ PORT: 'eighty' })).toThrow('PORT must be a port number');
    expect(BenchSettings.parse({}).CHROMIUM_PATH).toBe('/usr/bin/chromium');
  });
});
