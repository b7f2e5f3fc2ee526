/** What decides what an Apple device needs before it can have notifications. */
export interface DeviceTraits {
  userAgent: string;
  platform: string;
  maxTouchPoints: number;
  /** Opened from the home screen: Safari's `navigator.standalone`, or the display mode the manifest asks for. */
  standalone: boolean;
}

/**
 * What an iPhone or iPad without web push needs for it: every iOS browser is Safari's engine, and none has web push in
 * its tabs (Chrome's, Firefox's and the apps' own in-app views alike). iOS 16.4 and later give it to a site added to
 * the Home Screen (public/manifest.webmanifest) and opened from there; one already opened from there has an iOS too
 * old. Null for any other device, whose browser may simply lack it.
 */
export function applePushRequirement(device: DeviceTraits): 'home-screen' | 'newer-ios' | null {
  if (!isIPhoneOrIPad(device)) return null;
  return device.standalone ? 'newer-ios' : 'home-screen';
}

/** An iPhone, iPod or iPad, the last also when it asks for desktop pages and says it is a Mac (a Mac has no touch screen). */
export function isIPhoneOrIPad(device: DeviceTraits): boolean {
  return /iPhone|iPad|iPod/.test(device.userAgent) || (device.platform === 'MacIntel' && device.maxTouchPoints > 1);
}

/** This browser's traits. */
export function thisDevice(): DeviceTraits {
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true || window.matchMedia?.('(display-mode: standalone)').matches === true;
  return { userAgent: navigator.userAgent, platform: navigator.platform, maxTouchPoints: navigator.maxTouchPoints ?? 0, standalone };
}
