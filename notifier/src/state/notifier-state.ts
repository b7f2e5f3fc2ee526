/**
 * What the notifier remembers apart from the read models, which a rebuild replaces whole (checkpoints included):
 * how far into the log it has turned events into jobs, and which deliveries went out.
 */
export interface NotifierState {
  /** Position of the last event turned into jobs; null before the notifier's first start. */
  checkpoint(): Promise<number | null>;
  saveCheckpoint(position: number): Promise<void>;
  /** Whether the delivery job with this id has sent its alert: a job run again after a crash then sends nothing. */
  wasDelivered(jobId: string): Promise<boolean>;
  markDelivered(jobId: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Long enough to outlive every retry and redelivery of a job, then dropped. A delivery runs again only as a retry or
 * a job given back after a worker died (minutes), or when its fan-out runs again (minutes after the first run, and
 * then the queue, which keeps done ids a day, ignores it anyway). Two days outlive all of these with room; marks kept
 * longer would only grow the state by every alert of every day (a million marks a day: a question and its
 * resolution, each to 500,000 people).
 */
export const DELIVERED_MARK_TTL_MS = 2 * 24 * 60 * 60 * 1000;
