import { expectedLink, sealAfter, type LogSeal, type StoredEvent } from '@iec-bets/platform';
import { RedactionCheck, UNEXPLAINED_REDACTION } from './redaction-check.js';

/** The first event whose link does not hold, and why. */
export interface BrokenLink {
  position: number;
  streamId: string;
  revision: number;
  type: string;
  reason: string;
}

export interface ChainCheck {
  events: number;
  streams: number;
  /** The seals of the days that have ended, oldest first, and the head as it stands. */
  seals: LogSeal[];
  head: LogSeal | undefined;
  /** The head as it stood right after the event at `headAt`'s position (see the constructor); undefined if none is there. */
  headAt: LogSeal | undefined;
  broken: BrokenLink | undefined;
  /** Events from before the sealing blanked in place after their person's erasure: links checked, content not. */
  redacted: number;
}

/**
 * Recomputes every stream's hash chain, and the daily seals, from the log as stored, in log order. Stops at the first
 * broken link: everything after it in that stream would fail too, and the first is what an investigation needs.
 *
 * Each stream's last hash is all that is kept per stream: a missing, reordered or renumbered event shows as a link
 * that does not follow it, since the revision is part of what the hash covers.
 */
export class ChainChecker {
  private readonly lastHash = new Map<string, string>();
  private readonly seals: LogSeal[] = [];
  private head: LogSeal | undefined;
  private headAt: LogSeal | undefined;
  private events = 0;
  private broken: BrokenLink | undefined;
  private readonly redactions = new RedactionCheck();

  /** `options.headAt`: a position whose head to keep, to hold a published head to (see verify.ts). */
  constructor(private readonly options: { headAt?: number | undefined } = {}) {}

  /** Takes the next events of the log; false once a broken link is found. */
  check(page: readonly StoredEvent[]): boolean {
    for (const event of page) {
      if (this.broken) return false;
      this.events++;
      const previousHash = this.lastHash.get(event.streamId) ?? null;
      const reason = whyBroken(event, previousHash) ?? this.redactions.note(event);
      if (reason) {
        this.broken = brokenAt(event, reason);
        return false;
      }
      const hash = event.metadata.hash!;
      this.lastHash.set(event.streamId, hash);
      const { head, closed } = sealAfter(this.head, { position: event.position, occurredAt: event.metadata.occurredAt, hash });
      if (closed) this.seals.push(closed);
      this.head = head;
      if (event.position === this.options.headAt) this.headAt = head;
    }
    return true;
  }

  result(): ChainCheck {
    const unexplained = this.broken ? undefined : this.redactions.unexplained();
    const broken = unexplained ? brokenAt(unexplained, UNEXPLAINED_REDACTION) : this.broken;
    const { events, seals, head, headAt } = this;
    return { events, streams: this.lastHash.size, seals: [...seals], head, headAt, broken, redacted: this.redactions.redacted };
  }
}

function brokenAt({ position, streamId, revision, type }: StoredEvent, reason: string): BrokenLink {
  return { position, streamId, revision, type, reason };
}

function whyBroken(event: StoredEvent, previousHash: string | null): string | undefined {
  const { hash, previousHash: storedPrevious } = event.metadata;
  if (!hash) return 'it carries no chain link';
  if ((storedPrevious ?? null) !== previousHash) {
    return previousHash === null
      ? 'it links to an event before it, but it is the first of its stream: events before it are missing'
      : 'it does not link to the event before it in its stream: an event was removed, added or moved';
  }
  if (expectedLink(event, previousHash).hash !== hash) {
    return "its hash does not match its content: its data, type, time, actor or place was changed";
  }
  return undefined;
}
