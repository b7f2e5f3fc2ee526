import type { DocumentWrite, ReadModelBatch, ReadStore } from '@iec-bets/platform';

/**
 * Where the projector last changed some read models (the questions; the comments and the users they name), for its
 * notices: the query-services keep their cached copies of reads made from those alone for as long as they have not
 * changed since (see ProjectorAdvancedNotice).
 *
 * It watches the commits themselves, whatever projection made them and however a batch is split into commits, so a
 * new projection that writes a watched read model cannot be forgotten here. Until its first batch it knows nothing of
 * what an earlier run of the projector changed, so that first batch counts as a change.
 */
export class ReadModelChanges {
  private changedSinceAnnounced = false;
  private changedAt: number | undefined;

  /** `changes`: whether a write changes what the copies are made from. */
  constructor(private readonly changes: (write: DocumentWrite) => boolean) {}

  /** The store to project through: its commits are watched for the writes that count. */
  observe(store: ReadStore): ReadStore {
    return new Proxy(store, {
      get: (target, property) => {
        if (property === 'commit') {
          return async (batch: ReadModelBatch) => {
            await target.commit(batch);
            if (batch.writes.some(this.changes)) this.changedSinceAnnounced = true;
          };
        }
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  }

  /**
   * The position to announce as the watched read models' last change once everything up to `position` is committed.
   * A change stays noted until announced: a batch that committed a part and then failed counts at the next one.
   */
  announce(position: number): number {
    if (this.changedSinceAnnounced || this.changedAt === undefined) this.changedAt = position;
    this.changedSinceAnnounced = false;
    return this.changedAt;
  }
}
