import { canonicalJson, type PublicHistory, type PublicHistoryEntry } from '@iec-bets/contracts';

/** What the check found for one step: each of its three conditions, and whether the step holds as a whole. */
export interface StepCheck {
  revision: number;
  /** The shown `actorId` and `data` hash to `contentHash`; null where the history withholds them. */
  contentHolds: boolean | null;
  /** `hash` recomputes from the step's place, type, time, content hash and previous hash. */
  hashHolds: boolean;
  /** `previousHash` is the hash of the step before (null for the first). */
  linkHolds: boolean;
  holds: boolean;
}

/** Whether this browser can hash at all: Web Crypto's digest exists only on secure pages (HTTPS or localhost). */
export function canCheckHere(): boolean {
  return typeof crypto !== 'undefined' && typeof crypto.subtle?.digest === 'function';
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Both are shown only for the steps whose whole content is public: an admin's, never a player's dispute. */
const contentShown = (entry: PublicHistoryEntry): boolean => entry.actorId !== undefined && entry.data !== undefined;

/**
 * Recomputes a question's hash chain from its public history alone, in the browser, with the recipe the server
 * appends with (README, "Verifiable history"). A step holds when its content (where shown) and its hash recompute
 * and it links to the step before, so an edited outcome, a removed step or two swapped steps each show.
 */
export async function checkChain(history: PublicHistory): Promise<StepCheck[]> {
  return Promise.all(
    history.entries.map(async (entry, index) => {
      const contentHolds = contentShown(entry)
        ? (await sha256Hex(canonicalJson({ actorId: entry.actorId, data: entry.data }))) === entry.contentHash
        : null;
      const recomputed = await sha256Hex(
        canonicalJson({
          contentHash: entry.contentHash,
          occurredAt: entry.occurredAt,
          previousHash: entry.previousHash,
          revision: entry.revision,
          streamId: history.streamId,
          type: entry.type,
        }),
      );
      const hashHolds = recomputed === entry.hash;
      const linkHolds = entry.previousHash === (index === 0 ? null : history.entries[index - 1]!.hash);
      return { revision: entry.revision, contentHolds, hashHolds, linkHolds, holds: contentHolds !== false && hashHolds && linkHolds };
    }),
  );
}
