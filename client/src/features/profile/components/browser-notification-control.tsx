import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useAlertChannels } from '@/api/get-alert-channels';
import { type BrowserNotificationState, useBrowserNotifications } from '../hooks/use-browser-notifications';

const STATE_LABEL: Record<BrowserNotificationState, string> = {
  checking: 'Checking...',
  unsupported: 'Not supported',
  default: 'Not enabled',
  enabled: 'Enabled',
  'need-subscribe': 'Need Subscribe',
  blocked: 'Blocked',
};

/** The address's fragment that leads here: /profile?tab=settings#browser-notifications ("Turn on notifications"). */
const SECTION_ID = 'browser-notifications';

/**
 * Scrolls this section to the top of the window, and takes the keyboard to its heading, when a link led here by its
 * fragment: on a phone it sits below the fold of Settings, and the app's navigation, unlike a page load, does not
 * scroll to a fragment. At once, as a fragment does, and whatever the section's place: the cards above it still grow
 * as the server's channels arrive, and the browser's scroll anchoring keeps it in place meanwhile.
 */
function useArrivalByLink() {
  const { hash } = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (hash !== `#${SECTION_ID}` || !heading.current) return;
    heading.current.focus({ preventScroll: true });
    heading.current.closest('section')?.scrollIntoView({ block: 'start' });
    // As the section shows, or the fragment changes: not again as the device's state changes the section.
  }, [hash]);
  return heading;
}

/**
 * This device's browser notifications (SPEC section 4), with the one action each state allows. A server that cannot
 * send push alerts is not offered a subscription, with its reason; a device already subscribed may still turn it off.
 */
export function BrowserNotificationControl({ userId }: { userId: string }) {
  const { state, busy, enable, disable, showTest } = useBrowserNotifications(userId);
  const push = useAlertChannels().data?.push;
  const heading = useArrivalByLink();
  if (push?.available === false && state !== 'enabled') {
    return (
      <section className="card browser-alerts" id={SECTION_ID} aria-labelledby="browser-alerts-title">
        <h2 id="browser-alerts-title" ref={heading} tabIndex={-1}>
          Browser Notifications
        </h2>
        <p>
          This device: <strong className="device-state">Not available</strong>
        </p>
        <p className="muted">{push.reason ?? 'Not available on this server'}</p>
      </section>
    );
  }
  return (
    <section className="card browser-alerts" id={SECTION_ID} aria-labelledby="browser-alerts-title">
      <h2 id="browser-alerts-title" ref={heading} tabIndex={-1}>
        Browser Notifications
      </h2>
      <p aria-live="polite">
        This device: <strong className={`device-state ${state}`}>{STATE_LABEL[state]}</strong>
      </p>
      {state === 'unsupported' && <p className="muted">This browser cannot show notifications. Try a recent Chrome, Edge, Firefox or Safari.</p>}
      {state === 'default' && (
        <button type="button" className="button primary" disabled={busy} onClick={() => void enable()}>
          Click to Enable
        </button>
      )}
      {state === 'need-subscribe' && (
        <>
          <p className="muted">Notifications are allowed, but this device is not subscribed to them yet.</p>
          <button type="button" className="button primary" disabled={busy} onClick={() => void enable()}>
            Subscribe
          </button>
        </>
      )}
      {state === 'enabled' && (
        <>
          <p className="muted">New questions and results reach this device, even when the page is closed.</p>
          <div className="browser-alert-actions">
            <button type="button" className="button secondary" disabled={busy} onClick={() => void showTest()}>
              Show a test notification
            </button>
            <button type="button" className="button secondary" disabled={busy} onClick={() => void disable()}>
              Disable
            </button>
          </div>
        </>
      )}
      {state === 'blocked' && (
        <div className="muted">
          <p>Notifications are blocked for this site. To unblock them:</p>
          <ol className="unblock-steps">
            <li>Open the site settings (the icon left of the address bar).</li>
            <li>Set Notifications to Allow.</li>
            <li>Reload this page.</li>
          </ol>
        </div>
      )}
    </section>
  );
}
