import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';

/** The lease that makes one projector the writer of the read models; the others stand by. */
export const PROJECTOR_LEASE = 'projector';

/** A projector's right to write: its batches commit only while the lease still has this token. */
export interface ProjectorFence {
  lease: string;
  token: number;
}

export interface LeaseTimings {
  /** How long a lease lasts unless renewed: a dead holder is replaced within about this long. */
  ttlMs: number;
  /** How often the holder renews it, and a standby asks for it. */
  renewEveryMs: number;
}

/**
 * A standby takes over within ttl + renewEveryMs (6 s) of the active projector's death; the holder renews five
 * times per lease, so a slow store call or two never costs it the lease.
 */
export const DEFAULT_LEASE_TIMINGS: LeaseTimings = { ttlMs: 5_000, renewEveryMs: 1_000 };

/** Who holds a lease: the machine and process, and a random part so that a restarted process is someone new. */
export function leaseHolderName(role: string): string {
  return `${role}@${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
}
