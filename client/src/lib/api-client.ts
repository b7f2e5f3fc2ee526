import { POSITION_HEADER, READ_POSITION_HEADER } from '@iec-bets/contracts';
import { ANSWER_WAIT_MS, withinDeadline } from './answer-deadline';
import { ApiError } from './api-error';
import { feedCoverage } from './feed-coverage';
import { forgetPageReads, takePageRead } from './page-reads';
import { parsePosition } from './log-position';
import { readPositionHeaders, rememberPosition } from './read-position';
import { currentSessionEpoch } from './session-epoch';

/** Where the API is: the page's own origin in the browser; a test points it at its server. */
let apiBase = '';

export function setApiBase(base: string): void {
  apiBase = base.replace(/\/$/, '');
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The body as fetch sends it: a form as the browser encodes it (multipart/form-data, its files as they are, with the
 * boundary it writes into the content type itself), anything else as JSON.
 */
function encode(body: unknown): { body?: BodyInit; contentType?: string } {
  if (body === undefined) return {};
  if (body instanceof FormData) return { body };
  return { body: JSON.stringify(body), contentType: 'application/json' };
}

async function request<T>(method: Method, path: string, body?: unknown): Promise<T> {
  if (method !== 'GET') forgetPageReads();
  const session = currentSessionEpoch();
  const carried = method === 'GET' ? takePageRead(path) : undefined;
  if (carried) {
    // Answered as the server would have answered it, a moment before, into the page.
    if (carried.status >= 200 && carried.status < 300) return carried.body as T;
    throw new ApiError(carried.status, JSON.stringify(carried.body), '', session);
  }
  const asked = feedCoverage.readAsked();
  const headers: Record<string, string> = method === 'GET' ? readPositionHeaders() : {};
  const encoded = encode(body);
  // A JSON content type only with a body (SPEC section 7): a body-less POST must not claim to carry JSON.
  if (encoded.contentType) headers['content-type'] = encoded.contentType;
  const isAction = method !== 'GET';
  const waitMs = body instanceof FormData ? ANSWER_WAIT_MS.file : isAction ? ANSWER_WAIT_MS.action : ANSWER_WAIT_MS.read;
  const { response, text } = await withinDeadline(waitMs, isAction, async (signal) => {
    const answered = await fetch(`${apiBase}${path}`, {
      method,
      headers,
      credentials: 'include',
      signal,
      ...(encoded.body !== undefined ? { body: encoded.body } : {}),
    });
    return { response: answered, text: await answered.text() };
  });
  if (isAction) rememberPosition(response.headers.get(POSITION_HEADER));
  else noteReadPosition(asked, response.headers.get(READ_POSITION_HEADER));
  if (!response.ok) throw new ApiError(response.status, text, response.statusText, session);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Where the read's data stands, for the live feed to tell whether a message went by it unheard. */
function noteReadPosition(asked: number, header: string | null): void {
  const position = parsePosition(header);
  if (position !== undefined) feedCoverage.readAnswered(asked, position);
}

/** The file name a download's Content-Disposition gives, if any. */
function fileNameOf(disposition: string | null): string | null {
  return disposition?.match(/filename="([^"]+)"/)?.[1] ?? null;
}

/** A file to save rather than data to show: its bytes and the name the server gave it. */
async function requestFile(path: string): Promise<{ blob: Blob; fileName: string | null }> {
  const session = currentSessionEpoch();
  return withinDeadline(ANSWER_WAIT_MS.file, false, async (signal) => {
    const response = await fetch(`${apiBase}${path}`, { credentials: 'include', signal });
    if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText, session);
    return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition')) };
  });
}

export const api = {
  /** A download (the member's data): fetched, so that a refusal is shown in words rather than saved as the file. */
  file: requestFile,
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body),
  /** A body only where the route asks for one (deleting an account takes the password). */
  delete: <T>(path: string, body?: unknown) => request<T>('DELETE', path, body),
};
