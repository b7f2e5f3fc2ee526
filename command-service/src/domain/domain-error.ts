/**
 * Why a command was refused, in words for the person who sent it. The kinds say what went wrong, not how to
 * answer it over HTTP: the mapping to status codes lives in the HTTP layer alone.
 */
export abstract class DomainError extends Error {
  override readonly name: string = this.constructor.name;
}

/** The thing the command is about does not exist (or no longer does). */
export class NotFound extends DomainError {}

/** The command does not fit the current state, e.g. publishing a question twice. */
export class InvalidTransition extends DomainError {}

/** The command itself is wrong for this aggregate, e.g. an option the question does not have. */
export class Invalid extends DomainError {}

/** The command is refused because of who sent it, e.g. answering a friend request made to someone else. */
export class NotAllowed extends DomainError {}

/** Another writer changed the same stream at the same moment, more than a retry could absorb. */
export class ConcurrentChange extends DomainError {}
