import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '@/app/session';
import { whenIdle } from '@/lib/when-idle';

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
  useEffect(() => {
    let connection: { close(): void } | null = null;
    let unmounted = false;
    // Once the page is idle. In the first render's effects, asking for the feed's modules and opening the socket took
    // about half of the task in which the app takes the page over (130 of 290 ms with the CPU four times slower), a
    // task a visitor's tap waits behind; a message a second earlier changes nothing on the screen.
    const cancelIdle = whenIdle(() => {
      void Promise.all([import('@/lib/realtime-socket'), import('./apply-realtime-message')]).then(([{ connectRealtime, realtimeUrl }, { applyRealtimeMessage }]) => {
        if (unmounted) return;
        connection = connectRealtime({
          url: realtimeUrl(window.location),
          onMessage: (message) => applyRealtimeMessage(queryClient, message),
        });
      });
    }, 1_000);
    return () => {
      unmounted = true;
      cancelIdle();
      connection?.close();
    };
  }, [queryClient, userId]);
}
