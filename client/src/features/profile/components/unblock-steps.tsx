import { isIPhoneOrIPad, thisDevice } from '../utils/home-screen-push';

/**
 * How to allow notifications again once they were refused. In a browser tab, through the site's settings by the
 * address bar; opened from the home screen there is no address bar, and the switch is the phone's own, under the app.
 */
export function UnblockSteps() {
  const device = thisDevice();
  if (device.standalone && isIPhoneOrIPad(device)) {
    return (
      <ol className="unblock-steps">
        <li>Open your device's Settings app.</li>
        <li>Tap Notifications, then IEC Bets.</li>
        <li>Turn on Allow Notifications, then come back to IEC Bets.</li>
      </ol>
    );
  }
  if (device.standalone) {
    return (
      <ol className="unblock-steps">
        <li>Touch and hold the IEC Bets icon on your home screen, then tap App info.</li>
        <li>Tap Notifications and turn them on.</li>
        <li>Come back to IEC Bets.</li>
      </ol>
    );
  }
  return (
    <ol className="unblock-steps">
      <li>Open the site settings (the icon left of the address bar).</li>
      <li>Set Notifications to Allow.</li>
      <li>Reload this page.</li>
    </ol>
  );
}
