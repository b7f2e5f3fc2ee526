/**
 * The keys that seal each person's personal information in the event log (crypto-shredding). The log is
 * append-only and copied to every replica and backup, so nothing can be taken out of it; instead, what identifies a
 * person is written there encrypted with a key of their own, kept here, outside the log. Erasing the key makes
 * every copy of that information unreadable at once.
 */
export interface PersonalDataKeys {
  /** The subject's key, made on first use. Throws PersonalDataErasedError once the subject was erased. */
  keyFor(subjectId: string): Promise<Buffer>;
  /**
   * The keys of many subjects, those missing made in one write: a bulk import seals a chunk of thousands of people
   * at the cost of one durable commit rather than one each. Throws PersonalDataErasedError if any was erased.
   */
  keysFor(subjectIds: readonly string[]): Promise<Map<string, Buffer>>;
  /** The keys of those subjects that have one; erased and unknown subjects are absent from the map. */
  keysOf(subjectIds: readonly string[]): Promise<Map<string, Buffer>>;
  /** Those of the subjects that were erased. */
  erasedAmong(subjectIds: readonly string[]): Promise<Set<string>>;
  /** Destroys the subject's key for good, and keeps a mark so that no new key is ever made for them. Idempotent. */
  erase(subjectId: string): Promise<void>;
  close(): Promise<void>;
}

/** 256-bit keys for AES-256-GCM. */
export const PERSONAL_DATA_KEY_BYTES = 32;

export class PersonalDataErasedError extends Error {
  constructor(readonly subjectId: string) {
    super(`The personal data of ${subjectId} was erased; nothing more can be recorded about them`);
    this.name = 'PersonalDataErasedError';
  }
}
