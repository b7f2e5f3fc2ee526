import { useSyncExternalStore } from 'react';

const whenConnectionChanges = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/**
 * Says, under the header, that the device has lost its connection: what the screen shows may be old, and an answer
 * tapped now fails (saying why) rather than going anywhere. The live region is there, empty, from the start, so that
 * the words it gains are read out. The server drew the page, so it was online then.
 */
export function OfflineNotice() {
  const online = useSyncExternalStore(whenConnectionChanges, () => navigator.onLine, () => true);
  return (
    <p className="offline-notice" aria-live="polite">
      {online ? '' : 'You are offline. What you see may be out of date.'}
    </p>
  );
}
