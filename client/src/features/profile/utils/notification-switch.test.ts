import { describe, expect, it } from 'vitest';
import { notificationSwitch } from './notification-switch';

const userAgents = {
  iPhoneSafari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iPadAsMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  androidChrome: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  windowsChrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  macChrome: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  macEdge: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0',
};

describe("where a device keeps the site's notification switch", () => {
  it("is the site's settings in any browser tab, phone or computer", () => {
    for (const [name, userAgent] of Object.entries(userAgents)) {
      expect(notificationSwitch({ userAgent, platform: 'x', maxTouchPoints: 5, standalone: false }), name).toBe('site-settings');
    }
  });

  it("is the Settings app on an iPhone or iPad opened from the Home Screen, an iPad asking for desktop pages included", () => {
    expect(notificationSwitch({ userAgent: userAgents.iPhoneSafari, platform: 'iPhone', maxTouchPoints: 5, standalone: true })).toBe('ios-settings');
    expect(notificationSwitch({ userAgent: userAgents.iPadAsMac, platform: 'MacIntel', maxTouchPoints: 5, standalone: true })).toBe('ios-settings');
  });

  it("is the app's info on Android, and the app window's menu of an app installed from Chrome or Edge", () => {
    expect(notificationSwitch({ userAgent: userAgents.androidChrome, platform: 'Linux armv81', maxTouchPoints: 5, standalone: true })).toBe('android-app-info');
    expect(notificationSwitch({ userAgent: userAgents.windowsChrome, platform: 'Win32', maxTouchPoints: 0, standalone: true })).toBe('desktop-app-info');
    expect(notificationSwitch({ userAgent: userAgents.macChrome, platform: 'MacIntel', maxTouchPoints: 0, standalone: true })).toBe('desktop-app-info');
    expect(notificationSwitch({ userAgent: userAgents.macEdge, platform: 'MacIntel', maxTouchPoints: 0, standalone: true })).toBe('desktop-app-info');
  });

  it("is System Settings for a Mac's web app added to the Dock from Safari, which has no such menu", () => {
    // The user agent Safari sends on a Mac, the same as an iPad asking for desktop pages, told apart by its touch screen.
    expect(notificationSwitch({ userAgent: userAgents.iPadAsMac, platform: 'MacIntel', maxTouchPoints: 0, standalone: true })).toBe('macos-settings');
  });
});
