import { USER_NOT_FOUND } from '@iec-bets/contracts';
import { badRequest, conflict, forbidden, notFound, PersonalDataErasedError, type HttpError } from '@iec-bets/platform';
import { DomainError, Invalid, NotAllowed, NotFound } from '../domain/domain-error.js';

/** The one place where a refused command becomes an HTTP status. */
export function httpErrorFor(error: DomainError): HttpError {
  if (error instanceof NotFound) return notFound(error.message);
  if (error instanceof Invalid) return badRequest(error.message);
  if (error instanceof NotAllowed) return forbidden(error.message);
  // InvalidTransition, ConcurrentChange: the request is well formed, the current state does not allow it.
  return conflict(error.message);
}

/**
 * Error handler for the command routes' scope: domain refusals are reworded as HTTP errors and handed on (thrown)
 * to the shared handler, which owns the response shape.
 */
export function mapDomainErrors(error: unknown): never {
  // A command racing its user's deletion would record new personal data about them: there is no such user any more.
  if (error instanceof PersonalDataErasedError) throw notFound(USER_NOT_FOUND);
  throw error instanceof DomainError ? httpErrorFor(error) : error;
}
