import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { Config } from './config.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The variables named in the first column of the README's table of settings (`| variable | effect | default |`). */
function documentedVariables(): Set<string> {
  const lines = readFileSync(join(root, 'README.md'), 'utf8').split('\n');
  const header = lines.findIndex((line) => /^\|\s*variable\s*\|\s*effect\s*\|\s*default\s*\|/.test(line));
  expect(header, 'the README has a table of settings').toBeGreaterThanOrEqual(0);
  const rows: string[] = [];
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(line.split('|')[1] ?? '');
  }
  return new Set(rows.flatMap((cell) => [...cell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]!)));
}

/** Product sources: every workspace's `src` without tests and their support, the command's launcher, the client's build. */
function productSources(): string[] {
  const workspaces = ['contracts', 'platform', 'command-service', 'projector', 'query-service', 'notifier', 'cli', 'client'];
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'test-support') walk(path);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        files.push(path);
      }
    }
  };
  for (const workspace of workspaces) walk(join(root, workspace, 'src'));
  // What runs outside `src`: the command's launcher, and the client's build configuration.
  for (const file of readdirSync(join(root, 'cli', 'bin'))) files.push(join(root, 'cli', 'bin', file));
  files.push(join(root, 'client', 'vite.config.ts'));
  return files;
}

/** The variables a source reads from the environment itself: `process.env.X`, `process.env['X']`, `{ X } = process.env`. */
function variablesReadIn(source: string): string[] {
  const named = [...source.matchAll(/process\.env(?:\.([A-Za-z_]\w*)|\[\s*['"`]([^'"`]+)['"`]\s*\])/g)].map((match) => match[1] ?? match[2]!);
  const destructured = [...source.matchAll(/\{([^{}]*)\}\s*=\s*process\.env\b/g)].flatMap((match) =>
    match[1]!.split(',').map((part) => part.split(':')[0]!.split('=')[0]!.trim()).filter((name) => name !== '' && !name.startsWith('...')),
  );
  return [...named, ...destructured];
}

/** Variables of the system, not of the product: `PATH`, where the cluster looks for nginx and redis-server. */
const SYSTEM_VARIABLES = new Set(['PATH']);

describe('the settings in the README', () => {
  it('name every variable of the configuration schema, and nothing else', () => {
    expect([...documentedVariables()].sort()).toEqual(Object.keys(Config.shape).sort());
  });

  it('leave no variable that product code reads from the environment itself', () => {
    const readDirectly: string[] = [];
    for (const file of productSources()) {
      for (const name of variablesReadIn(readFileSync(file, 'utf8'))) {
        if (!SYSTEM_VARIABLES.has(name)) readDirectly.push(`${relative(root, file)}: ${name}`);
      }
    }
    // Settings are read once, through loadConfig, so that each one is validated and listed in the README.
    expect(readDirectly).toEqual([]);
  });

  it('would catch each way a source can read a variable itself', () => {
    expect(variablesReadIn("const a = process.env.PORT; const b = process.env['DATA_DIR'];\nconst { REDIS_URL, LOG_LEVEL: level = 'info', ...rest } = process.env;")).toEqual([
      'PORT',
      'DATA_DIR',
      'REDIS_URL',
      'LOG_LEVEL',
    ]);
  });
});
