import type { RecordedEvent } from '@iec-bets/contracts';

/**
 * What every subscription shares: it is its own iterator, calls to next() run one after another so that two
 * callers never get the same batch, and leaving a for-await loop closes it.
 */
export abstract class SubscriptionBase<Batch = RecordedEvent[]> implements AsyncIterable<Batch>, AsyncIterator<Batch> {
  private previous: Promise<unknown> = Promise.resolve();

  /** The next batch, waiting for one if need be; done once closed. */
  protected abstract pull(): Promise<IteratorResult<Batch>>;

  abstract close(): Promise<void>;

  next(): Promise<IteratorResult<Batch>> {
    const result = this.previous.then(() => this.pull());
    this.previous = result.catch(() => undefined);
    return result;
  }

  async return(): Promise<IteratorResult<Batch>> {
    await this.close();
    return { done: true, value: undefined };
  }

  [Symbol.asyncIterator](): AsyncIterator<Batch> {
    return this;
  }
}
