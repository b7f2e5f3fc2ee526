import { onlineManager, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';

describe('the query client', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('asks and acts while the browser says it is offline, so the failure says why instead of waiting unsent', async () => {
    onlineManager.setOnline(false);
    const client = createQueryClient();
    const offline = new Error('You are offline.');

    const read = client.fetchQuery({ queryKey: ['leaderboard'], queryFn: () => Promise.reject(offline) });
    const action = client.getMutationCache().build(client, { mutationFn: () => Promise.reject(offline) }).execute(undefined);

    await expect(read).rejects.toBe(offline);
    await expect(action).rejects.toBe(offline);
  });

  it('asks again, when the connection comes back, for what a screen could not load while it was gone', async () => {
    const client = createQueryClient();
    // As the app's QueryClientProvider does: from then on the client hears the connection come and go.
    client.mount();
    let asked = 0;
    const observer = new QueryObserver(client, {
      queryKey: ['leaderboard'],
      queryFn: () => (++asked === 1 ? Promise.reject(new Error('You are offline.')) : Promise.resolve(['top'])),
    });
    const stop = observer.subscribe(() => {});
    await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('error'));

    onlineManager.setOnline(false);
    onlineManager.setOnline(true);

    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual(['top']));
    stop();
    client.unmount();
  });
});
