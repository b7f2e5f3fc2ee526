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
 * scroll to a fragment. Once the server has said which channels it delivers: the cards above grow with their reasons,
 * and would push the section down again (where the browser keeps no scroll anchor). On a page that arrived with a
 * picture of the screen (app/page-snapshot.ts), the app renders out of the page until it takes the picture's place:
 * only then can it focus or scroll.
 */
function useArrivalByLink(channelsSettled: boolean) {
  const { hash } = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const arrivedFor = useRef<string | null>(null);
  useEffect(() => {
    const target = heading.current;
    if (hash !== `#${SECTION_ID}` || !target || !channelsSettled || arrivedFor.current === hash) return;
    const arrive = () => {
      arrivedFor.current = hash;
      target.focus({ preventScroll: true });
      target.closest('section')?.scrollIntoView({ block: 'start' });
    };
    if (target.isConnected) {
      arrive();
      return;
    }
    const inPage = new MutationObserver(() => {
      if (!target.isConnected) return;
      inPage.disconnect();
      arrive();
    });
    inPage.observe(document.body, { childList: true, subtree: true });
    return () => inPage.disconnect();
  }, [hash, channelsSettled]);
  return heading;
}

/**
 * This device's browser notifications (SPEC section 4), with the one action each state allows. A server that cannot
 * send push alerts is not offered a subscription, with its reason; a device already subscribed may still turn it off.
 */
export function BrowserNotificationControl({ userId }: { userId: string }) {
  const { state, busy, enable, disable, showTest } = useBrowserNotifications(userId);
  const channels = useAlertChannels();
  const push = channels.data?.push;
  const heading = useArrivalByLink(!channels.isPending);
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
