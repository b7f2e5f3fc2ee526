import { type RefObject, useEffect, useRef } from 'react';
import { useAlertChannels } from '@/api/get-alert-channels';
import { PendingButton } from '@/components/form/pending-button';
import { SETTINGS_SECTION } from '@/lib/settings-paths';
import { useArrivalByLink } from '../hooks/use-arrival-by-link';
import { type BrowserNotificationState, useBrowserNotifications } from '../hooks/use-browser-notifications';
import { applePushRequirement, thisDevice } from '../utils/home-screen-push';
import { UnblockSteps } from './unblock-steps';

const STATE_LABEL: Record<BrowserNotificationState, string> = {
  checking: 'Checking...',
  unsupported: 'Not supported',
  default: 'Not enabled',
  enabled: 'Enabled',
  'need-subscribe': 'Need Subscribe',
  blocked: 'Blocked',
};

/** The address's fragment that leads here, from "Turn on notifications". */
const SECTION_ID = SETTINGS_SECTION.browserNotifications;

/**
 * Subscribe and Disable each give way to the next state's buttons, taking the keyboard's focus with them to the page
 * itself: once the state they asked for has come, the section's heading takes it instead, so the next Tab goes on
 * from here. Only after a press here: a state that changes by itself (permission granted elsewhere) moves nothing.
 */
function useFocusKeptAcrossStates(state: BrowserNotificationState, heading: RefObject<HTMLHeadingElement | null>) {
  const pressed = useRef(false);
  useEffect(() => {
    if (!pressed.current) return;
    const focused = document.activeElement;
    if (focused && focused !== document.body && focused.isConnected) return;
    pressed.current = false;
    heading.current?.focus();
  }, [state, heading]);
  return (action: () => Promise<void>) => () => {
    pressed.current = true;
    // An action that changed nothing (refused, failed) leaves no press behind for a later change to act on: a
    // moment after it settles, by when any state it brought has been drawn.
    void action().finally(() => setTimeout(() => (pressed.current = false), 1_000));
  };
}

/**
 * What to do on a device without notifications. Not "try Safari" on an iPhone: every iOS browser is Safari's engine,
 * and what it lacks is the Home Screen, or a newer iOS.
 */
function UnsupportedAdvice() {
  const needs = applePushRequirement(thisDevice());
  if (needs === 'home-screen') {
    return (
      <p className="muted">
        On an iPhone or iPad, notifications come only to IEC Bets on your Home Screen: open this page in Safari, tap
        Share, then Add to Home Screen, and open IEC Bets from your Home Screen.
      </p>
    );
  }
  if (needs === 'newer-ios') return <p className="muted">On an iPhone or iPad, notifications need iOS 16.4 or later.</p>;
  return <p className="muted">This browser cannot show notifications. Try a recent Chrome, Edge, Firefox or Safari.</p>;
}

/**
 * This device's browser notifications (SPEC section 4), with the one action each state allows. A server that cannot
 * send push alerts is not offered a subscription, with its reason; a device already subscribed may still turn it off.
 */
export function BrowserNotificationControl({ userId }: { userId: string }) {
  const { state, busy, enable, disable, showTest } = useBrowserNotifications(userId);
  const channels = useAlertChannels();
  const push = channels.data?.push;
  const heading = useArrivalByLink(SECTION_ID, !channels.isPending);
  const act = useFocusKeptAcrossStates(state, heading);
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
      {state === 'unsupported' && <UnsupportedAdvice />}
      {state === 'default' && (
        <PendingButton className="button primary" pending={busy} onClick={act(enable)}>
          Click to Enable
        </PendingButton>
      )}
      {state === 'need-subscribe' && (
        <>
          <p className="muted">Notifications are allowed, but this device is not subscribed to them yet.</p>
          <PendingButton className="button primary" pending={busy} onClick={act(enable)}>
            Subscribe
          </PendingButton>
        </>
      )}
      {state === 'enabled' && (
        <>
          <p className="muted">New questions and results reach this device, even when the page is closed.</p>
          <div className="browser-alert-actions">
            <PendingButton className="button secondary" pending={busy} onClick={() => void showTest()}>
              Show a test notification
            </PendingButton>
            <PendingButton className="button secondary" pending={busy} onClick={act(disable)}>
              Disable
            </PendingButton>
          </div>
        </>
      )}
      {state === 'blocked' && (
        <div className="muted">
          <p>Notifications are blocked for this site. To unblock them:</p>
          <UnblockSteps />
        </div>
      )}
    </section>
  );
}
