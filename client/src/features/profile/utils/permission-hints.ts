import type { DeviceTraits } from './home-screen-push';
import { isPhoneOrTablet, notificationSwitch } from './notification-switch';

/** What the 'Permission Required' toast says after a dismissed prompt, and 'Notifications Blocked' after a refusal. */
export interface PermissionHints {
  required: string;
  blocked: string;
}

/**
 * The SPEC's words in a browser tab (a phone's prompt is tapped, a computer's sits by the address bar). An app opened
 * from the home screen has no address bar and no browser settings of its own: there the words name where its device
 * keeps the switch, as the steps under 'Blocked' do.
 */
export function permissionHints(device: DeviceTraits): PermissionHints {
  switch (notificationSwitch(device)) {
    case 'site-settings':
      return {
        required: isPhoneOrTablet(device)
          ? 'Tap Allow when your browser asks, or turn on notifications for this site in your browser settings.'
          : 'Click Allow in the prompt next to the address bar, or turn on notifications for this site in your browser settings.',
        blocked: 'Please enable notifications for this site in your browser settings.',
      };
    case 'ios-settings':
      return {
        required: "Tap Allow when IEC Bets asks, or turn on its notifications in your device's Settings app, under Notifications.",
        blocked: "Please turn on notifications for IEC Bets in your device's Settings app, under Notifications.",
      };
    case 'android-app-info':
      return {
        required: 'Tap Allow when IEC Bets asks, or turn on its notifications in App info: touch and hold its icon on your home screen.',
        blocked: 'Please turn on notifications in App info: touch and hold the IEC Bets icon on your home screen.',
      };
    case 'macos-settings':
      return {
        required: 'Click Allow when IEC Bets asks, or turn on its notifications in System Settings, under Notifications.',
        blocked: 'Please turn on notifications for IEC Bets in System Settings, under Notifications.',
      };
    case 'desktop-app-info':
      return {
        required: 'Click Allow when IEC Bets asks, or turn on its notifications under App info, in the menu at the top of its window.',
        blocked: 'Please turn on notifications under App info, in the menu at the top of the IEC Bets window.',
      };
  }
}
