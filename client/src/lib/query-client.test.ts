import { onlineManager, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';

describe('the query client', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('sends an action while the browser says it is offline, so that its failure says why instead of waiting unsent', async () => {
    onlineManager.setOnline(false);
    const client = createQueryClient();
    const offline = new Error('You are offline.');

    const action = client.getMutationCache().build(client, { mutationFn: () => Promise.reject(offline) }).execute(undefined);

    await expect(action).rejects.toBe(offline);
  });

  it("keeps what a screen shows while offline, its poll waiting rather than failing, and asks once back", async () => {
    const client = createQueryClient();
    // As the app's QueryClientProvider does: from then on the client hears the connection come and go.
    client.mount();
    let asked = 0;
    const observer = new QueryObserver(client, {
      queryKey: ['leaderboard'],
      queryFn: () => Promise.resolve([`top, asked ${++asked}`]),
      refetchInterval: 20,
    });
    const stop = observer.subscribe(() => {});
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBeDefined());

    onlineManager.setOnline(false);
    const pause = () => new Promise((resolve) => setTimeout(resolve, 100));
    await pause();
    const askedOffline = asked;
    await pause();
    expect(asked).toBe(askedOffline);
    const offline = observer.getCurrentResult();
    expect(offline.status).toBe('success');
    expect(offline.data).toEqual([`top, asked ${askedOffline}`]);
    expect(offline.fetchStatus).toBe('paused');

    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(asked).toBeGreaterThan(askedOffline));
    expect(observer.getCurrentResult().status).toBe('success');
    stop();
    client.unmount();
  });
});
