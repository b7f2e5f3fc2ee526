import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

/**
 * The package that drives SQLite on a given Node.js version.
 *
 * better-sqlite3 13 (built on Node-API, with its binaries in the package) is the driver from Node 22 on. Version 12
 * wraps its objects in Node's own `node::ObjectWrap`, and from Node 24.19 on, a statement that the garbage collector
 * frees while no JavaScript context is entered (an idle collection, or the last one at exit) aborts the whole process
 * with SIGABRT. Version 13 crashes on load under Node 20, so Node 20 keeps 12, installed under the alias
 * `better-sqlite3-node20` until the support of Node 20 ends (see the README).
 */
export function sqliteDriverPackage(nodeVersion: string): 'better-sqlite3' | 'better-sqlite3-node20' {
  const major = Number(/^v?(\d+)\./.exec(nodeVersion)?.[1]);
  return major >= 22 ? 'better-sqlite3' : 'better-sqlite3-node20';
}

const require = createRequire(import.meta.url);

/** Where this process's driver lives, for a child process that must open the same files with the same driver. */
export const sqliteDriverPath: string = require.resolve(sqliteDriverPackage(process.version));

/** Both versions have the same API, which `@types/better-sqlite3` describes. */
export const SqliteDatabase: typeof BetterSqlite3 = require(sqliteDriverPath);
export type SqliteDatabase = BetterSqlite3.Database;
export type SqliteStatement<Params extends unknown[] = unknown[], Row = unknown> = BetterSqlite3.Statement<Params, Row>;
