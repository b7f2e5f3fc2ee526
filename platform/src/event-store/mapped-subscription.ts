/** Anything that hands batches over until closed: an EventSubscription, a ScanSubscription. */
export interface BatchFeed<Batch> extends AsyncIterable<Batch> {
  close(): Promise<void>;
}

/**
 * The batches of `source`, each as `convert` gives it (and none where it gives undefined), closed with it: how a
 * decorator opens sealed fields on the way out, or a reader takes one kind of batch for another.
 */
export function mappedSubscription<From, To>(
  source: BatchFeed<From>,
  convert: (batch: From) => To | undefined | Promise<To | undefined>,
): BatchFeed<To> {
  return {
    async *[Symbol.asyncIterator]() {
      for await (const batch of source) {
        const converted = await convert(batch);
        if (converted !== undefined) yield converted;
      }
    },
    close: () => source.close(),
  };
}
