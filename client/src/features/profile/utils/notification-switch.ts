import { type DeviceTraits, isIPhoneOrIPad } from './home-screen-push';

/**
 * Where this device keeps the switch for the site's notifications, which is where someone who refused them, or
 * dismissed the prompt, turns them on. A browser tab has the site's settings by its address bar. An app opened from the
 * home screen has no address bar: an iPhone or iPad keeps the switch in its Settings app, Android in the app's info
 * (its icon held down), and a computer's installed app in the menu at the top of its window.
 */
export type NotificationSwitch = 'site-settings' | 'ios-settings' | 'android-app-info' | 'desktop-app-info';

export function notificationSwitch(device: DeviceTraits): NotificationSwitch {
  if (!device.standalone) return 'site-settings';
  if (isIPhoneOrIPad(device)) return 'ios-settings';
  return /Android|Mobile/i.test(device.userAgent) ? 'android-app-info' : 'desktop-app-info';
}
