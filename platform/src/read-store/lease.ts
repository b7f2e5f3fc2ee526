/**
 * A lease on a job that only one process may do at a time (projecting into the read models). The holder renews it
 * before it expires; another process takes it once it has expired. Every change of holder raises the token, and a
 * write fenced with an older token is refused by the store, so a holder that stalled past its expiry (a long GC
 * pause, a frozen VM) cannot write after another has taken over.
 */
export interface Lease {
  name: string;
  holder: string;
  /** The fencing token: raised by every change of holder. */
  token: number;
  /** Milliseconds since the epoch; at or after it, anyone may take the lease. */
  expiresAt: number;
}

export interface LeaseRequest {
  name: string;
  /** Who asks: unique per process start, so that a restarted process is a new holder. */
  holder: string;
  ttlMs: number;
  /** Takes the lease even from a live holder (a replay fencing the live projector across its swap). */
  takeOver?: boolean;
  /**
   * Only renews: extends the lease if this holder still has it with this token and it has not expired, and takes
   * nothing otherwise. A renewal that arrives late (after a release) must not take the lease back.
   */
  renewing?: number;
}

/** A write refused because its fencing token is no longer the lease's. */
export class LeaseLostError extends Error {
  override name = 'LeaseLostError';
  constructor(lease: string, token: number) {
    super(`The lease "${lease}" has moved on from token ${token}: another process holds it now`);
  }
}

/**
 * What the lease becomes when `request` asks for it at `now`: renewed for its holder (same token), taken once it
 * has expired or when taking over (token raised), or null when another holder still has it.
 */
export function decideLease(current: Lease | undefined, request: LeaseRequest, now: number): Lease | null {
  const expiresAt = now + request.ttlMs;
  if (request.renewing !== undefined) {
    const stillOurs = current?.holder === request.holder && current.token === request.renewing && current.expiresAt > now;
    return stillOurs ? { ...current, expiresAt } : null;
  }
  if (!current) return { name: request.name, holder: request.holder, token: 1, expiresAt };
  const renewing = current.holder === request.holder && current.expiresAt > now && !request.takeOver;
  if (renewing) return { ...current, expiresAt };
  if (current.expiresAt > now && !request.takeOver) return null;
  return { name: request.name, holder: request.holder, token: current.token + 1, expiresAt };
}
