/**
 * The read models do not show what a job needs yet (the projector is a moment behind the notifier): the job fails, to
 * be tried again soon with its queue's backoff.
 */
export class ReadModelsBehindError extends Error {
  override readonly name = 'ReadModelsBehindError';
}
