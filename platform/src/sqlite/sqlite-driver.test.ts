import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SqliteDatabase, sqliteDriverPackage, sqliteDriverPath } from './sqlite-driver.js';

function packageVersionAt(entry: string): string {
  // The entry is `<package>/lib/index.js`.
  return JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')).version;
}

describe('the SQLite driver', () => {
  it('is better-sqlite3 13 from Node 22 on, and 12 on Node 20, where 13 crashes on load', () => {
    expect(sqliteDriverPackage('v20.19.0')).toBe('better-sqlite3-node20');
    expect(sqliteDriverPackage('v20.20.2')).toBe('better-sqlite3-node20');
    expect(sqliteDriverPackage('v22.12.0')).toBe('better-sqlite3');
    expect(sqliteDriverPackage('v24.21.0')).toBe('better-sqlite3');
    expect(sqliteDriverPackage('v26.0.0')).toBe('better-sqlite3');
  });

  it('loads the version meant for the Node.js this process runs on, and it works', () => {
    const nodeMajor = Number(process.versions.node.split('.')[0]);
    expect(packageVersionAt(sqliteDriverPath)).toMatch(nodeMajor >= 22 ? /^13\./ : /^12\./);

    const db = new SqliteDatabase(':memory:');
    db.exec('CREATE TABLE votes (option TEXT)');
    const insert = db.prepare('INSERT INTO votes VALUES (?)');
    for (const option of ['yes', 'yes', 'no']) insert.run(option);
    expect(db.prepare('SELECT option, COUNT(*) AS n FROM votes GROUP BY option ORDER BY option').all()).toEqual([
      { option: 'no', n: 1 },
      { option: 'yes', n: 2 },
    ]);
    db.close();
  });
});
