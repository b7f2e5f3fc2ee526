import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { benchSettings } from '../bench-settings.js';
import { withDemoServer } from '../servers/demo-server.js';
import { type BenchAccounts, setUpAccounts } from './bench-accounts.js';
import { median, type ScreenTimings } from './screen-speed.js';
import { SCREENS, type ScreenUnderTest, startContent, type Viewer } from './screen-list.js';

/*
 * The browser's names that the functions below use inside the page (they run in Chromium, not in Node). Declared here,
 * for this module alone, rather than the DOM library for the whole bench: with it, Node's `Buffer` no longer passes
 * for the DOM's `BlobPart` in the workspaces' sources that the repository's type check reads.
 */
declare const window: unknown;
declare const document: { querySelector(selector: string): unknown };
declare const MutationObserver: new (callback: () => void) => { observe(target: unknown, options: { childList: boolean; subtree: boolean }): void };
declare function requestAnimationFrame(callback: () => void): number;
declare const history: { pushState(state: null, unused: string, url: string): void };
declare function dispatchEvent(event: unknown): boolean;
declare const PopStateEvent: new (type: string) => unknown;

/** Debian's Chromium (`apt-get install chromium`): the benchmark never downloads a browser. */
const CHROMIUM = benchSettings().CHROMIUM_PATH;

/**
 * Chrome DevTools' "Fast 3G" preset, as DevTools (and Puppeteer's PredefinedNetworkConditions) define it: 1.6 Mbit/s
 * down and 750 kbit/s up, each times 0.9, and a 150 ms round trip times 3.75, i.e. 562.5 ms added to every request.
 */
export const FAST_3G = { latency: 150 * 3.75, downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9, uploadThroughput: ((750 * 1000) / 8) * 0.9 };
/** A mid-range phone, as Lighthouse's mobile emulation has it: four times slower than this machine's CPU. */
export const CPU_SLOWDOWN = 4;
const PHONE = { width: 390, height: 844 };
/** A screen that has not shown its data after this long counts as never (Infinity), and fails its targets. */
const GIVE_UP_MS = 20_000;

/**
 * Installed before any of the page's scripts: notes `performance.now()` at the first frame in which the wanted
 * selector matches. A warm run re-arms it, with its start time, just before moving the pointer to the link.
 *
 * It also notes the first frame in which the app itself runs the screen (`liveAt`): no picture of the screen is left
 * (#page-snapshot, client/src/app/page-snapshot.ts) and React owns what #root shows (a node React rendered or
 * hydrated carries its fiber under a `__reactFiber$` key). Hydrating the landing page's markup changes nothing in the
 * DOM, so this is looked for every frame rather than on mutations.
 */
function watchForContent(selector: string): void {
  type Watch = { selector: string; startedAt: number; shownAt: number | null; pending: boolean; liveAt: number | null };
  const w = window as unknown as { __content: Watch };
  w.__content = { selector, startedAt: 0, shownAt: null, pending: false, liveAt: null };
  const appRuns = () => {
    const shown = (document.querySelector('#root') as { firstElementChild: object | null } | null)?.firstElementChild;
    return !document.querySelector('#page-snapshot') && shown != null && Object.keys(shown).some((key) => key.startsWith('__reactFiber$'));
  };
  const lookForTheApp = () => {
    if (appRuns()) w.__content.liveAt = performance.now();
    else requestAnimationFrame(lookForTheApp);
  };
  requestAnimationFrame(lookForTheApp);
  const check = () => {
    const watch = w.__content;
    if (watch.shownAt !== null || watch.pending || !document.querySelector(watch.selector)) return;
    watch.pending = true;
    // The frame that paints it: not the moment React puts it into the DOM.
    requestAnimationFrame(() => {
      watch.shownAt = performance.now();
      watch.pending = false;
    });
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
}

async function throttle(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...FAST_3G });
  let transferred = 0;
  cdp.on('Network.loadingFinished', (event) => {
    transferred += event.encodedDataLength;
  });
  return { transferred: () => transferred };
}

/**
 * The watch's `mark` (when the data showed, or when the app took over) less its start, once the page has set it;
 * Infinity if it did not within GIVE_UP_MS.
 */
async function watchedTime(page: Page, mark: 'shownAt' | 'liveAt'): Promise<number> {
  type Watch = { startedAt: number } & Record<typeof mark, number | null>;
  try {
    await page.waitForFunction((name) => (window as unknown as { __content: Watch }).__content[name] !== null, mark, {
      timeout: GIVE_UP_MS,
      polling: 50,
    });
  } catch {
    return Number.POSITIVE_INFINITY;
  }
  return page.evaluate((name) => {
    const watch = (window as unknown as { __content: Watch }).__content;
    return watch[name]! - watch.startedAt;
  }, mark);
}

const contentShownAt = (page: Page) => watchedTime(page, 'shownAt');

/** A fresh phone with an empty cache, signed in as `viewer` (or not at all), throttled before its first request. */
async function freshPhone(browser: Browser, url: string, accounts: BenchAccounts, viewer: Viewer, selector: string) {
  const context = await browser.newContext({ viewport: PHONE, locale: 'en-ZA', hasTouch: false });
  if (viewer !== 'visitor') await context.addCookies([{ ...accounts[viewer].cookie, url }]);
  await context.addInitScript(watchForContent, selector);
  const page = await context.newPage();
  const network = await throttle(context, page);
  return { context, page, network };
}

/** When the app itself first ran the screen, from navigation start (a cold run's watch starts at 0). */
const appRunsAt = (page: Page) => watchedTime(page, 'liveAt');

/**
 * A cold load: a new phone opens the screen's address. Time from navigation start to its data on screen, and to the
 * app itself running it.
 */
async function coldRun(browser: Browser, url: string, accounts: BenchAccounts, screen: ScreenUnderTest) {
  const { context, page, network } = await freshPhone(browser, url, accounts, screen.viewer, screen.content);
  try {
    await page.goto(`${url}${screen.path}`, { waitUntil: 'commit' });
    const ms = await contentShownAt(page);
    // A screen that never showed its data counts as never for both, without waiting out the limit twice.
    const liveMs = Number.isFinite(ms) ? await appRunsAt(page) : Number.POSITIVE_INFINITY;
    // The first visit's whole transfer: what the page goes on to fetch once its data is up counts too.
    await page.waitForLoadState('networkidle').catch(() => undefined);
    return { ms, liveMs, transferredBytes: network.transferred() };
  } finally {
    await context.close();
  }
}

/**
 * A warm navigation: the app is loaded on another screen, the pointer moves to the screen's link and clicks it a
 * tenth of a second later (the time is counted from the pointer's arrival, so a preload on hover earns no head start
 * over the measure). A screen with no link in view is reached as a link would, through the router.
 */
async function warmRun(browser: Browser, url: string, accounts: BenchAccounts, screen: ScreenUnderTest) {
  const { context, page } = await freshPhone(browser, url, accounts, screen.viewer, startContent(screen.from, screen.viewer));
  try {
    await page.goto(`${url}${screen.from}`, { waitUntil: 'commit' });
    if (!Number.isFinite(await contentShownAt(page))) throw new Error(`${screen.from} never showed its content as ${screen.viewer}`);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    // A member's page may first show a picture of its screen (client/src/app/page-snapshot.ts): the warm run starts
    // from the app itself, once it has taken the picture's place.
    await page.locator('#page-snapshot').waitFor({ state: 'detached', timeout: GIVE_UP_MS });
    const alreadyShown = await page.evaluate((selector) => {
      const watch = (window as unknown as { __content: { selector: string; startedAt: number; shownAt: number | null } }).__content;
      Object.assign(watch, { selector, startedAt: performance.now(), shownAt: null });
      return document.querySelector(selector) !== null;
    }, screen.content);
    if (alreadyShown) throw new Error(`${screen.from} already shows ${screen.name}'s content: pick another start`);
    const link = page.locator(`a[href="${screen.path}"]`).filter({ visible: true }).first();
    if ((await link.count()) > 0) {
      // A link that cannot be clicked (something covers it) is a screen that cannot be reached: never.
      try {
        await link.hover({ timeout: GIVE_UP_MS });
        await page.waitForTimeout(100);
        await link.click({ timeout: GIVE_UP_MS });
      } catch {
        return Number.POSITIVE_INFINITY;
      }
    } else {
      await page.evaluate((path) => {
        history.pushState(null, '', path);
        dispatchEvent(new PopStateEvent('popstate'));
      }, screen.path);
    }
    return await contentShownAt(page);
  } finally {
    await context.close();
  }
}

export interface ScreenSpeed {
  screens: ScreenTimings[];
  runs: number;
  /** The landing page's first visit, everything it transferred (compressed, headers included), median of the runs. */
  landingTransferBytes: number;
}

/**
 * Each screen's time to useful content on a throttled phone (Fast 3G, a 4x slower CPU), cold and warm, `runs` times
 * each, against `iec-bets start` serving the built client on `seed-demo` data.
 */
export async function measureScreens(runs: number): Promise<ScreenSpeed> {
  return withDemoServer({ admins: ['demo_voter_1'] }, async (url) => {
    // --no-sandbox: CI runs as root, where Chromium's sandbox refuses to start.
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
    try {
      const accounts = await setUpAccounts(url);
      const screens: ScreenTimings[] = [];
      const landingTransfers: number[] = [];
      for (const screen of SCREENS) {
        const timings: ScreenTimings = { screen: screen.name, path: screen.path, coldMs: [], warmMs: [], coldLiveMs: [] };
        for (let run = 0; run < runs; run++) {
          const cold = await coldRun(browser, url, accounts, screen);
          timings.coldMs.push(cold.ms);
          timings.coldLiveMs.push(cold.liveMs);
          if (screen.viewer === 'visitor') landingTransfers.push(cold.transferredBytes);
          timings.warmMs.push(await warmRun(browser, url, accounts, screen));
        }
        screens.push(timings);
      }
      return { screens, runs, landingTransferBytes: median(landingTransfers) };
    } finally {
      await browser.close();
    }
  });
}
