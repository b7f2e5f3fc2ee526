import { describe, expect, it } from 'vitest';
import { homeScreenNeededForPush } from './home-screen-push';

const iPhoneSafari = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const macSafari = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const androidChrome = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

describe('whether a device must add IEC Bets to its home screen for notifications', () => {
  it("says so for an iPhone in Safari's tabs, and not once it is opened from the Home Screen", () => {
    expect(homeScreenNeededForPush({ userAgent: iPhoneSafari, platform: 'iPhone', maxTouchPoints: 5, standalone: false })).toBe(true);
    expect(homeScreenNeededForPush({ userAgent: iPhoneSafari, platform: 'iPhone', maxTouchPoints: 5, standalone: true })).toBe(false);
  });

  it('knows an iPad asking for desktop pages by its touch screen, and leaves a Mac alone', () => {
    expect(homeScreenNeededForPush({ userAgent: macSafari, platform: 'MacIntel', maxTouchPoints: 5, standalone: false })).toBe(true);
    expect(homeScreenNeededForPush({ userAgent: macSafari, platform: 'MacIntel', maxTouchPoints: 0, standalone: false })).toBe(false);
  });

  it('leaves Android alone, whose browsers have web push in their tabs', () => {
    expect(homeScreenNeededForPush({ userAgent: androidChrome, platform: 'Linux armv81', maxTouchPoints: 5, standalone: false })).toBe(false);
  });
});
