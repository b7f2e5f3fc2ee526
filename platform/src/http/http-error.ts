import { SIGN_IN_REQUIRED } from '@iec-bets/contracts';

/** An error whose message is meant for the person using the product, with the status that fits it. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = SIGN_IN_REQUIRED) => new HttpError(401, message);
export const forbidden = (message = 'You are not allowed to do that') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const BODY_TOO_LARGE = 'The request body is too large';
export const payloadTooLarge = (message = BODY_TOO_LARGE) => new HttpError(413, message);
