/** What decides whether a device must add IEC Bets to its home screen before it can have notifications. */
export interface DeviceTraits {
  userAgent: string;
  platform: string;
  maxTouchPoints: number;
  /** Opened from the home screen: Safari's `navigator.standalone`, or the display mode the manifest asks for. */
  standalone: boolean;
}

/**
 * Whether this is an iPhone or iPad in Safari's tabs, where web push does not exist: iOS gives it only to a site added
 * to the Home Screen (public/manifest.webmanifest), opened from there. An iPad asks for desktop pages and says it is a
 * Mac, but a Mac has no touch screen.
 */
export function homeScreenNeededForPush(device: DeviceTraits): boolean {
  const apple = /iPhone|iPad|iPod/.test(device.userAgent) || (device.platform === 'MacIntel' && device.maxTouchPoints > 1);
  return apple && !device.standalone;
}

/** This browser's traits. */
export function thisDevice(): DeviceTraits {
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true || window.matchMedia?.('(display-mode: standalone)').matches === true;
  return { userAgent: navigator.userAgent, platform: navigator.platform, maxTouchPoints: navigator.maxTouchPoints ?? 0, standalone };
}
