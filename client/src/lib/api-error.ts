/**
 * A non-success answer (SPEC section 8): the message is `status: body text` (or the status text when the body is
 * empty); `serverMessage` is the server's `{ error }` sentence, the one a person can act on.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
    /** The tab's session the request was sent under (session-epoch.ts); a refusal speaks for that session only. */
    readonly sentInSession?: number,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
  }

  get serverMessage(): string | null {
    try {
      const body: unknown = JSON.parse(this.bodyText);
      if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string') return body.error;
    } catch {
      // not JSON: no sentence to show
    }
    return null;
  }
}

/**
 * No answer came at all: the device is offline, the server is out of reach, or it took too long. The message is the
 * sentence to show, since it says more than any screen's "Failed to ..." could.
 */
export class NoAnswerError extends Error {
  override name = 'NoAnswerError';
}

/** The server's sentence for a failed call, why no answer came, or `fallback` when neither says (an empty body). */
export function errorMessage(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.serverMessage) || (error instanceof NoAnswerError && error.message) || fallback;
}

/**
 * Why a screen could not load its data, in words a person can act on: the server's sentence ("Please log in"), or
 * a plain request to try again. Never the status code and raw body of `ApiError.message` (SPEC: server error codes
 * are not shown).
 */
export function loadFailureReason(error: unknown): string {
  return errorMessage(error, 'Please try again.');
}
