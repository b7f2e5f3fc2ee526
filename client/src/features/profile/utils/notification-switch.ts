import { type DeviceTraits, isIPhoneOrIPad } from './home-screen-push';

/** A phone or tablet, by what its browser says of itself: its prompts are tapped, and an installed app's icon held. */
export const isPhoneOrTablet = (device: Pick<DeviceTraits, 'userAgent'>) => /Android|iPhone|iPad|iPod|Mobile/i.test(device.userAgent);

/**
 * Where this device keeps the switch for the site's notifications, which is where someone who refused them, or
 * dismissed the prompt, turns them on. A browser tab has the site's settings by its address bar. An app opened from the
 * home screen has no address bar: an iPhone or iPad keeps the switch in its Settings app, Android in the app's info
 * (its icon held down), a Mac's web app added to the Dock from Safari in System Settings, and an app installed from
 * Chrome or Edge in the menu at the top of its window.
 */
export type NotificationSwitch = 'site-settings' | 'ios-settings' | 'android-app-info' | 'macos-settings' | 'desktop-app-info';

export function notificationSwitch(device: DeviceTraits): NotificationSwitch {
  if (!device.standalone) return 'site-settings';
  if (isIPhoneOrIPad(device)) return 'ios-settings';
  if (isPhoneOrTablet(device)) return 'android-app-info';
  // Safari's web apps (macOS 14 and later) are Safari's own: Chrome and Edge name themselves beside Safari.
  const safariOnMac = /Macintosh/.test(device.userAgent) && /Safari\//.test(device.userAgent) && !/Chrome\/|Chromium\/|Edg\//.test(device.userAgent);
  return safariOnMac ? 'macos-settings' : 'desktop-app-info';
}
