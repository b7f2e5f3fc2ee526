import { ApiError } from '@/lib/api-error';

/** The answers that refuse the person asked for: invalid (400), no such user (404), already friends or asked (409). */
const REFUSALS_OF_PERSON = new Set([400, 404, 409]);

/**
 * The server's sentence when a friend request was refused because of whom it was for, which belongs beside the field
 * where that person was named; null for any other failure (the server or the connection), which a toast tells.
 */
export function refusalOfPerson(error: unknown): string | null {
  return error instanceof ApiError && REFUSALS_OF_PERSON.has(error.status) ? error.serverMessage : null;
}
