import { AxeBuilder } from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

/** Debian's Chromium (`apt-get install chromium`): the tests never download a browser. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The phone the client is designed for first. */
export const PHONE = { width: 390, height: 844 };

export function launchChromium(): Promise<Browser> {
  // --no-sandbox: CI runs as root, where Chromium's sandbox refuses to start.
  return chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
}

/**
 * A browser context of its own, as one person's phone: its own cookies (so two people can be signed in side by side),
 * the phone's viewport and South African formats for dates and numbers.
 */
export async function newPhoneContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: PHONE, locale: 'en-ZA' });
  // Some refusals (an eval inside try/catch) reach no console by themselves: every page reports each one there.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy refused ${event.violatedDirective}: ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) contentSecurityViolations.push(`${message.location().url}: ${message.text()}`);
  });
  return context;
}

/**
 * What the server's Content-Security-Policy refused in any page of this test file (a script, a style, a request),
 * as Chromium reports it: the journeys must leave none.
 */
export const contentSecurityViolations: string[] = [];

/** A page in a phone context of its own, for a person who needs nothing more of the context. */
export async function newPhonePage(browser: Browser): Promise<Page> {
  return (await newPhoneContext(browser)).newPage();
}

/**
 * Where the screenshots of every screen go, to be looked at (`E2E_SCREENSHOTS` names another folder). `off` takes
 * none: CI's clone is thrown away unread, and the journeys' some 480 pictures cost it about a minute and a half of
 * its two cores (a whole page at 1280 px takes most of a second to encode).
 */
const screenshotSetting = process.env.E2E_SCREENSHOTS;
export const SCREENSHOT_DIR = screenshotSetting && screenshotSetting !== 'off' ? screenshotSetting : join(tmpdir(), 'iec-bets-e2e-screens');
const photographing = screenshotSetting !== 'off';
if (photographing) mkdirSync(SCREENSHOT_DIR, { recursive: true });

/** The screen as the phone shows it, and (`fullPage`) the whole scrolled length too. */
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (!photographing) return;
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`) });
  if (options.fullPage) await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-full.png`), fullPage: true });
}

/**
 * axe-core on the page as it is: the serious and critical violations, with where they are.
 *
 * In axe's legacy mode, one `axe.run` in the page: by default the builder runs axe in every frame, then opens a new
 * blank page to put their results together, which cost about a second of every check (of some 300 in the journeys)
 * for an app that has no frames. Only violations are gathered: the passes' details are never read.
 */
export async function seriousAccessibilityViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}
