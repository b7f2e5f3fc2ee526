import { notificationSwitch } from '../utils/notification-switch';
import { thisDevice } from '../utils/home-screen-push';

/** How to allow notifications again once they were refused, where this device keeps the switch. */
export function UnblockSteps() {
  switch (notificationSwitch(thisDevice())) {
    case 'ios-settings':
      return (
        <ol className="unblock-steps">
          <li>Open your device's Settings app.</li>
          <li>Tap Notifications, then IEC Bets.</li>
          <li>Turn on Allow Notifications, then come back to IEC Bets.</li>
        </ol>
      );
    case 'android-app-info':
      return (
        <ol className="unblock-steps">
          <li>Touch and hold the IEC Bets icon on your home screen, then tap App info.</li>
          <li>Tap Notifications and turn them on.</li>
          <li>Come back to IEC Bets.</li>
        </ol>
      );
    case 'macos-settings':
      return (
        <ol className="unblock-steps">
          <li>Open System Settings, then Notifications.</li>
          <li>Choose IEC Bets and turn on Allow notifications.</li>
          <li>Come back to IEC Bets.</li>
        </ol>
      );
    case 'desktop-app-info':
      return (
        <ol className="unblock-steps">
          <li>Open the menu at the top of the IEC Bets window, then App info.</li>
          <li>Set Notifications to Allow.</li>
          <li>Come back to IEC Bets.</li>
        </ol>
      );
    case 'site-settings':
      return (
        <ol className="unblock-steps">
          <li>Open the site settings (the icon left of the address bar).</li>
          <li>Set Notifications to Allow.</li>
          <li>Reload this page.</li>
        </ol>
      );
  }
}
