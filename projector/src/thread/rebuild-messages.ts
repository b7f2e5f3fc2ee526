import type { RebuildProgress, RebuildResult } from '../rebuild-read-models.js';

/**
 * What the rebuild's worker thread tells the thread that started it. A failure goes as its message: an error thrown in
 * a thread reaches the other as a structured clone, which keeps an Error's message but not a driver's subclass's
 * (better-sqlite3's SqliteError arrived with its code alone).
 */
export type FromRebuildThread =
  | { kind: 'progress'; progress: RebuildProgress }
  | { kind: 'done'; result: RebuildResult }
  | { kind: 'failed'; message: string };
