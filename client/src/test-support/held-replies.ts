import { vi } from 'vitest';
import type { FakeApi, Reply } from './fake-api';

/**
 * Holds the fake server's answer to `route` (e.g. `POST /api/newsletter/confirm`) until the test lets it go, to see
 * the page while it waits; the function returned lets it go.
 */
export function answerWhenReleased(server: FakeApi, route: string, reply: Reply): () => void {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  server.on(route, async () => {
    await released;
    return reply;
  });
  return release;
}

/** The first request to `path` never reaches the server, as when the network drops it; later ones go through. */
export function dropFirstRequestTo(path: string): void {
  const realFetch = globalThis.fetch;
  let dropped = false;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    if (dropped || !String(input).endsWith(path)) return realFetch(input, init);
    dropped = true;
    return Promise.reject(new TypeError('Failed to fetch'));
  });
}
