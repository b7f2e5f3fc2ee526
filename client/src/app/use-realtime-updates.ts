import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useSession } from '@/app/session';
import { feedCoverage } from '@/lib/feed-coverage';

/**
 * Keeps the page in step with new and resolved questions for as long as it is open. The socket and what a message
 * changes load after the first screen: nothing on it waits for the feed, and the landing page's first JavaScript
 * stays free of them.
 */
export function useRealtimeUpdates(): void {
  const queryClient = useQueryClient();
  // The server learns whose socket it is from the handshake's session cookie, so signing in or out opens a new one:
  // messages meant for one person (their friend requests) then reach the right socket.
  const userId = useSession().user?.id ?? null;
  // Each sign-in or sign-out silences the open feed at once (FeedCoverage.sessionChanged), whoever it was for: a new
  // one follows, even when the user's id stays the same.
  const session = useSyncExternalStore(feedCoverage.onSessionChange, feedCoverage.sessionCount, () => 0);
  useEffect(() => {
    let connection: { close(): void } | null = null;
    let unmounted = false;
    void Promise.all([import('@/lib/realtime-socket'), import('./apply-realtime-message')]).then(
      ([{ connectRealtime, realtimeUrl }, { applyRealtimeMessage, catchUpOnMissedMessages }]) => {
        if (unmounted) return;
        const feed = feedCoverage.listen();
        connection = connectRealtime({
          url: realtimeUrl(window.location),
          onOpen: (position) => feed.opened(position, () => catchUpOnMissedMessages(queryClient)),
          onMessage: (message, position, refetchWithinMs) => {
            applyRealtimeMessage(queryClient, message, { refetchWithinMs });
            if (position !== undefined) feed.heard(position);
          },
          onClose: () => feed.closed(),
        });
      },
      // The feed's code did not arrive (and Chromium keeps a failed module's failure for the page's life): the page
      // goes on without live updates until the next load (its screens keep their own polls and read what has gone
      // stale), rather than with an unhandled failure.
      () => undefined,
    );
    return () => {
      unmounted = true;
      connection?.close();
    };
  }, [queryClient, userId, session]);
}
