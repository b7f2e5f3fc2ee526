import { describe, expect, it } from 'vitest';
import { permissionHints } from './permission-hints';

const userAgents = {
  iPhone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  macSafari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
};
const inTab = (userAgent: string) => permissionHints({ userAgent, platform: 'x', maxTouchPoints: 0, standalone: false });
const fromHomeScreen = (userAgent: string) => permissionHints({ userAgent, platform: 'x', maxTouchPoints: 0, standalone: true });

describe('what the permission toasts tell someone to do', () => {
  it("says the SPEC's words in a tab: a phone's prompt is tapped, a computer's sits by the address bar", () => {
    expect(inTab(userAgents.android)).toEqual({
      required: 'Tap Allow when your browser asks, or turn on notifications for this site in your browser settings.',
      blocked: 'Please enable notifications for this site in your browser settings.',
    });
    expect(inTab(userAgents.iPhone).required).toMatch(/^Tap Allow when your browser asks/);
    expect(inTab(userAgents.windows)).toEqual({
      required: 'Click Allow in the prompt next to the address bar, or turn on notifications for this site in your browser settings.',
      blocked: 'Please enable notifications for this site in your browser settings.',
    });
  });

  it('names where the device keeps the switch in an app opened from the home screen, never a browser it has not got', () => {
    expect(fromHomeScreen(userAgents.iPhone).blocked).toBe("Please turn on notifications for IEC Bets in your device's Settings app, under Notifications.");
    expect(fromHomeScreen(userAgents.android).blocked).toBe('Please turn on notifications in App info: touch and hold the IEC Bets icon on your home screen.');
    expect(fromHomeScreen(userAgents.windows).blocked).toBe('Please turn on notifications under App info, in the menu at the top of the IEC Bets window.');
    expect(fromHomeScreen(userAgents.macSafari).blocked).toBe('Please turn on notifications for IEC Bets in System Settings, under Notifications.');
    for (const [name, userAgent] of Object.entries(userAgents)) {
      const hints = fromHomeScreen(userAgent);
      expect(`${hints.required} ${hints.blocked}`, name).not.toMatch(/browser|address bar|this site/);
      expect(hints.required, name).toMatch(/^(Tap|Click) Allow when IEC Bets asks/);
    }
  });
});
