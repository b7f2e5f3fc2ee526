import { afterEach, describe, expect, it, vi } from 'vitest';
import { applePushRequirement, thisDevice } from './home-screen-push';

const iPhone = (browser: string) => `Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ${browser}`;
const userAgents = {
  safari: iPhone('Version/17.5 Mobile/15E148 Safari/604.1'),
  chrome: iPhone('CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1'),
  firefox: iPhone('FxiOS/127.0 Mobile/15E148 Safari/605.1.15'),
  instagram: iPhone('Mobile/15E148 Instagram 334.0.4.32.98 (iPhone14,2; iOS 17_5; en_ZA; en; scale=3.00; 1170x2532; 612345678)'),
  iPadMobile: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  macSafari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  androidChrome: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
};

describe('what an Apple device needs before it can have notifications', () => {
  it("asks every iOS browser's tab for the Home Screen: Safari's, Chrome's, Firefox's and an app's own view alike", () => {
    for (const browser of ['safari', 'chrome', 'firefox', 'instagram', 'iPadMobile'] as const) {
      expect(applePushRequirement({ userAgent: userAgents[browser], platform: 'iPhone', maxTouchPoints: 5, standalone: false }), browser).toBe('home-screen');
    }
  });

  it('asks for a newer iOS of one already opened from the Home Screen, which had web push there from iOS 16.4', () => {
    expect(applePushRequirement({ userAgent: userAgents.safari, platform: 'iPhone', maxTouchPoints: 5, standalone: true })).toBe('newer-ios');
  });

  it('knows an iPad asking for desktop pages by its touch screen, and leaves a Mac alone', () => {
    expect(applePushRequirement({ userAgent: userAgents.macSafari, platform: 'MacIntel', maxTouchPoints: 5, standalone: false })).toBe('home-screen');
    expect(applePushRequirement({ userAgent: userAgents.macSafari, platform: 'MacIntel', maxTouchPoints: 0, standalone: false })).toBeNull();
  });

  it('leaves Android alone, whose browsers have web push in their tabs', () => {
    expect(applePushRequirement({ userAgent: userAgents.androidChrome, platform: 'Linux armv81', maxTouchPoints: 5, standalone: false })).toBeNull();
  });
});

describe("this browser's traits", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('takes a page opened from the Home Screen by the display mode the manifest asks for', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(display-mode: standalone)' }) as MediaQueryList);
    expect(thisDevice().standalone).toBe(true);
  });

  it('takes a page in a tab as not standalone', () => {
    vi.stubGlobal('matchMedia', () => ({ matches: false }) as MediaQueryList);
    expect(thisDevice().standalone).toBe(false);
  });
});
