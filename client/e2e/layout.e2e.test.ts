import type { BrowserContext, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility.js';
import { screenshot } from './support/browser.js';
import { signUpAdminOverHttp, signUpOverHttp } from './support/http-accounts.js';
import { publishQuestion } from './support/http-questions.js';
import { runCli } from './support/server.js';
import { useFreshServerAndBrowser } from './support/stage.js';

const WIDTHS = [320, 390, 1280] as const;

/** Every screen a member reaches from the navigation, the footer or a link on another screen. */
const SCREENS = [
  { path: '/', ready: (page: Page) => page.getByRole('main').getByRole('heading').first() },
  { path: '/vote', ready: (page: Page) => page.getByRole('main').getByRole('heading').first() },
  { path: '/leaderboard', ready: (page: Page) => page.getByRole('list', { name: 'National leaderboard' }) },
  { path: '/friends', ready: (page: Page) => page.getByRole('heading', { name: 'Add a Friend' }) },
  { path: '/profile', ready: (page: Page) => page.getByRole('heading', { name: 'Recent Predictions' }) },
  { path: '/notifications', ready: (page: Page) => page.getByRole('heading', { level: 1 }) },
  { path: '/research', ready: (page: Page) => page.getByRole('list', { name: 'Topics' }) },
  { path: '/predictions', ready: (page: Page) => page.getByRole('heading', { level: 1 }) },
  { path: '/calibration', ready: (page: Page) => page.getByRole('heading', { name: "The crowd's Brier score" }) },
  { path: '/scoring', ready: (page: Page) => page.getByRole('heading', { level: 1 }) },
  { path: '/verify', ready: (page: Page) => page.getByRole('heading', { level: 1 }) },
  { path: '/newadmin', ready: (page: Page) => page.getByRole('heading', { name: 'Published Questions' }) },
] as const;

const NAME = 'Nomvuyiswa Mahlangu-Vilakazi Dlamini';
const USERNAME = 'nomvuyiswa_mahlangu_vilakazi';

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator.toString()} is not on the screen`);
  return found;
}

/** How far the page reaches past the right edge of the window: a page that scrolls sideways hides part of each row. */
const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** How much of an element's own text it cannot show (a clipped label or tab). */
const clippedBy = (locator: Locator) => locator.evaluate((element) => element.scrollWidth - element.clientWidth);

/**
 * How much narrower a date or time box is than its whole value needs. Chromium sizes such a box of width auto to
 * its value (e.g. "2026/11/25" and its calendar button), so a copy of it left at width auto measures the need.
 */
const shortOfItsValueBy = (input: Locator) =>
  input.evaluate((element) => {
    const probe = element.cloneNode() as HTMLInputElement;
    probe.style.cssText = 'position: absolute; visibility: hidden; width: auto; min-width: 0; max-width: none';
    element.parentElement!.append(probe);
    const needed = probe.getBoundingClientRect().width;
    probe.remove();
    return needed - element.getBoundingClientRect().width;
  });

/**
 * Half the 44 px a fingertip needs (WCAG's enhanced target size, Apple's and Android's guidance), less a pixel: two
 * targets that abut meet on a fractional pixel, which hit testing may give to either.
 */
const HALF_A_FINGER = 21;

/**
 * The controls a press 44 px tall and wide, centred on the control, would miss: its box must be 44 px each way, or a
 * hit area be drawn around it (an absolute ::after), and a press 21 px above, below, left or right of its centre must
 * still reach it. Links inside a sentence are text, not targets, and a checkbox counts by its label.
 */
const controlsUnderAFinger = (page: Page) =>
  page.evaluate((half) => {
    const misses: string[] = [];
    const controls = Array.from(document.querySelectorAll<HTMLElement>('a[href], button, select, input, textarea, summary, [role="tab"]'));
    for (const control of controls) {
      if (control.closest('[inert], [aria-hidden="true"]')) continue;
      if (control instanceof HTMLInputElement && ['checkbox', 'radio', 'file', 'hidden'].includes(control.type)) continue;
      if (control instanceof HTMLAnchorElement && getComputedStyle(control).display === 'inline') continue;
      if (control.getClientRects().length === 0 || getComputedStyle(control).visibility === 'hidden') continue;
      control.scrollIntoView({ block: 'center', inline: 'center' });
      const box = control.getBoundingClientRect();
      // The skip link is drawn above the page until the keyboard reaches it: out of every finger's reach, by design.
      if (control.classList.contains('skip-link') && box.bottom <= 0) continue;
      const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
      const presses: Array<[number, number]> = [
        [x, y - half],
        [x, y + half],
        [x - half, y],
        [x + half, y],
      ];
      const reached = presses.every(([px, py]) => {
        const hit = document.elementFromPoint(px, py);
        return hit !== null && (control === hit || control.contains(hit));
      });
      const after = getComputedStyle(control, '::after');
      const drawnHitArea = after.content !== 'none' && after.position === 'absolute';
      const bigEnough = drawnHitArea || (box.width >= 43.5 && box.height >= 43.5);
      if (!reached || !bigEnough) misses.push(`${control.tagName.toLowerCase()} "${(control.textContent ?? '').trim().slice(0, 40)}" (${Math.round(box.width)}x${Math.round(box.height)})`);
    }
    window.scrollTo(0, 0);
    return misses;
  }, HALF_A_FINGER);

/**
 * The layout a person sees at 320, 390 and 1280 px, on the demo data set, as an admin with a long name: a phone keeps
 * a bottom bar whose labels fit, a desktop gets its navigation in the header and screens laid out in columns, and no
 * screen scrolls sideways at any width. Every screen is photographed at the three widths.
 */
describe('the layout at 320, 390 and 1280 px', () => {
  const stage = useFreshServerAndBrowser();
  const contexts = new Map<number, BrowserContext>();
  let questionId: string;

  const pageAt = (width: number): Promise<Page> => contexts.get(width)!.newPage();

  /**
   * `check` at each width side by side, each in a page of its own window, closed whatever happens: a width that fails
   * leaves none of the others still navigating into the next test. The first failure is thrown once all have ended.
   */
  async function atWidthsSideBySide<T>(widths: readonly number[], check: (page: Page, width: number) => Promise<T>): Promise<T[]> {
    const outcomes = await Promise.allSettled(
      widths.map(async (width) => {
        const page = await pageAt(width);
        try {
          return await check(page, width);
        } finally {
          await page.close();
        }
      }),
    );
    const failed = outcomes.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
    if (failed) throw failed.reason;
    return outcomes.map((outcome) => (outcome as PromiseFulfilledResult<T>).value);
  }

  async function open(page: Page, screen: (typeof SCREENS)[number]): Promise<void> {
    await page.goto(`${stage.url}${screen.path}`);
    await screen.ready(page).waitFor();
  }

  beforeAll(async () => {
    await runCli(['seed-demo'], stage.dataDir);
    const admin = (await signUpAdminOverHttp(stage, { username: USERNAME, password: 'a long password', name: NAME })).user;
    questionId = await publishQuestion(admin, { text: 'Will the demo ward by-election be won by an independent', context: 'Demo.' });
    await admin.call('POST', '/api/answers', { questionId, optionId: 'yes' });
    // A request waiting for the admin's answer: a desktop shows it beside the friends, a phone on its tab.
    const requester = await signUpOverHttp(stage.url, { username: 'thabo_requests', password: 'a long password', name: 'Thabo Requester' });
    await requester.user.call('POST', '/api/friendships', { friendUsername: USERNAME });
    // A comment reported and waiting for a moderator: the Moderation tab carries its count on every screen here.
    const author = (await signUpOverHttp(stage.url, { username: 'layout_author', password: 'a long password', name: 'Layout Author' })).user;
    await author.call('POST', '/api/answers', { questionId, optionId: 'no' });
    const comment = await author.call<{ id: string }>('POST', `/api/questions/${questionId}/comments`, { content: 'A comment to report.' });
    await requester.user.call('POST', '/api/answers', { questionId, optionId: 'yes' });
    await requester.user.call('POST', `/api/comments/${comment.id}/reports`, { reason: 'spam' });
    for (const width of WIDTHS) {
      const context = await stage.browser.newContext({ viewport: { width, height: width > 1000 ? 800 : 740 }, locale: 'en-ZA' });
      const login = await context.request.post(`${stage.url}/api/auth/login`, { data: { username: USERNAME, password: 'a long password' } });
      expect(login.status(), await login.text()).toBe(200);
      contexts.set(width, context);
    }
  });

  it('lets no screen scroll sideways at any width, lines the footer up with the screen at 1280 px, and photographs each', async () => {
    const faults: string[] = [];
    const spans = new Set<number>();
    // The widths side by side, each in its own window: most of a page's load is waiting, on the server and on frames.
    await atWidthsSideBySide(WIDTHS, async (page, width) => {
      for (const screen of SCREENS) {
        await open(page, screen);
        await screenshot(page, `layout-${screen.path.replace(/\W+/g, '-').replace(/^-$/, '-home')}-${width}`, { fullPage: true });
        const overflow = await sidewaysOverflow(page);
        if (overflow > 0) faults.push(`${screen.path} at ${width} px scrolls ${overflow} px sideways`);
        if (width !== 1280) continue;
        const [content, rule] = await Promise.all([box(page.locator('.app-main > .screen')), box(page.getByRole('contentinfo').locator('p'))]);
        if (Math.abs(rule.x - content.x) > 1) faults.push(`${screen.path}: the footer's left edge at ${rule.x}, the screen's at ${content.x}`);
        const [ruleRight, contentRight] = [rule.x + rule.width, content.x + content.width];
        if (Math.abs(ruleRight - contentRight) > 1) faults.push(`${screen.path}: the footer's right edge at ${ruleRight}, the screen's at ${contentRight}`);
        spans.add(Math.round(content.width));
      }
    });
    expect(faults).toEqual([]);
    // Two widths of screen at 1280 px in all: a column of text, and the screens laid out in columns.
    expect(spans.size).toBe(2);
  });

  // The smallest phones still in use (an iPhone SE of 2016 is 320x568), where the user's ranking, unranked with its
  // note, once pushed the first player below the bar.
  it.each([
    [320, 568],
    [390, 664],
  ])('shows a phone the leaderboard’s first player within its first screen at %ix%i px, above the bottom bar', async (width, height) => {
    const page = await pageAt(width);
    await page.setViewportSize({ width, height });
    await open(page, SCREENS.find((screen) => screen.path === '/leaderboard')!);
    const first = page.getByRole('list', { name: 'National leaderboard' }).getByRole('listitem').first();
    const bar = await box(page.getByRole('navigation', { name: 'Main' }));
    expect((await box(first)).y + 40, 'the first row’s rank and name are above the bar').toBeLessThanOrEqual(bar.y);
    await page.close();
  });

  it("keeps every label of a phone's bottom bar apart at 320 px, with Research and Admin under More", async () => {
    const page = await pageAt(320);
    await page.goto(`${stage.url}/leaderboard`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const bar = await box(nav);
    expect(bar.y + bar.height).toBeCloseTo(740, 0);

    const labels = nav.locator('li:visible .nav-label');
    expect(await labels.allTextContents()).toEqual(['Home', 'Vote', 'Leaders', 'Friends', 'Profile', 'More']);
    const boxes = [];
    for (const label of await labels.all()) {
      expect(await clippedBy(label), (await label.textContent()) ?? undefined).toBeLessThanOrEqual(0);
      boxes.push(await box(label));
    }
    for (const [index, right] of boxes.entries()) {
      if (index === 0) continue;
      const left = boxes[index - 1]!;
      expect(left.x + left.width, 'labels side by side do not overlap').toBeLessThanOrEqual(right.x);
    }

    const more = nav.getByRole('button', { name: 'More' });
    await more.click();
    expect(await more.getAttribute('aria-expanded')).toBe('true');
    await expectAccessible(page, 'layout-more-open-320');
    await nav.getByRole('link', { name: /Research/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Research' }).waitFor();
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    await page.close();
  });

  /** Every screen from its start, by Tab, until the focus leaves the page: what it reaches that the bar covers. */
  async function tabThroughEveryScreen(page: Page, width: number): Promise<string[]> {
    const hidden: string[] = [];
    for (const screen of SCREENS) {
      await open(page, screen);
      await page.waitForLoadState('networkidle');
      // From the page's start through every control of the screen, until the focus leaves the page.
      let left = false;
      for (let press = 0; press < 250 && !left; press++) {
        await page.keyboard.press('Tab');
        const focused = await page.evaluate(async () => {
          // Measured once the page has laid out what the move brought into view (a results chart loads its points
          // only then, and grows).
          await new Promise((settled) => requestAnimationFrame(() => requestAnimationFrame(settled)));
          const element = document.activeElement;
          const bar = document.querySelector('.main-nav');
          if (!element || element === document.body || !bar) return 'nothing';
          if (bar.contains(element)) return 'the bar';
          const box = element.getBoundingClientRect();
          const barTop = bar.getBoundingClientRect().top;
          // A region taller than the space above the bar (a scrolling list) cannot show whole: its top must show.
          const tooTall = box.height > barTop - (document.querySelector('.app-header')?.getBoundingClientRect().bottom ?? 0);
          const covered = tooTall ? box.top + 24 - barTop : box.bottom - barTop;
          return covered > 1 ? `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}" (${Math.round(covered)} px)` : 'clear';
        });
        left = focused === 'nothing';
        if (!left && focused !== 'clear' && focused !== 'the bar') hidden.push(`${screen.path} at ${width} px: ${focused}`);
      }
      if (!left) hidden.push(`${screen.path} at ${width} px: still more to Tab to after 250 presses`);
    }
    return hidden;
  }

  it("keeps whatever Tab reaches clear of a phone's bottom bar, on every screen at 320 and 390 px", async () => {
    // Side by side, each phone in its own window: each press waits two frames, which the other's presses fill.
    const hidden = await atWidthsSideBySide([320, 390], tabThroughEveryScreen);
    expect(hidden.flat()).toEqual([]);
  });

  it.each([390, 1280])("keeps whatever Shift+Tab reaches clear of the sticky header, up the admin's questions at %i px", async (width) => {
    const hidden: string[] = [];
    const page = await pageAt(width);
    await open(page, SCREENS[11]);
    await page.waitForLoadState('networkidle');
    // From the page's end upwards: each move scrolls the page up only as far as the control, where the header waits.
    for (let press = 0; press < 60; press++) {
      await page.keyboard.press('Shift+Tab');
      const focused = await page.evaluate(async () => {
        await new Promise((settled) => requestAnimationFrame(() => requestAnimationFrame(settled)));
        const element = document.activeElement;
        const header = document.querySelector('.app-header');
        if (!element || element === document.body || !header || header.contains(element)) return 'clear';
        const covered = header.getBoundingClientRect().bottom - element.getBoundingClientRect().top;
        return covered > 1 ? `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}" (${Math.round(covered)} px)` : 'clear';
      });
      if (focused !== 'clear') hidden.push(focused);
    }
    await page.close();
    expect(hidden).toEqual([]);
  });

  it("moves a phone's toast to the top while More's list is open, clear of its links", async () => {
    const page = await pageAt(390);
    await open(page, SCREENS[3]);
    const form = page.getByRole('form', { name: 'Add a Friend' });
    await form.getByLabel('Search by username').fill('layout_author');
    await form.getByRole('button', { name: /Layout Author/ }).click();
    await form.getByRole('button', { name: 'Send Friend Request' }).click();
    const toast = page.locator('.toast').filter({ hasText: 'Friend Request Sent' });
    await toast.waitFor();
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect((await box(toast)).y, 'at first just above the bar').toBeGreaterThan(370);

    await nav.getByRole('button', { name: 'More' }).click();
    const panel = await box(page.locator('.more-panel'));
    await expect.poll(async () => (await box(toast)).y + (await box(toast)).height).toBeLessThan(panel.y);
    await screenshot(page, 'layout-more-open-with-toast-390');
    await page.close();
  });

  it('shows the three Friends tabs whole at 320 px', async () => {
    const page = await pageAt(320);
    await open(page, SCREENS[3]);
    const tabs = page.getByRole('tablist', { name: 'Friends, requests and sent requests' }).getByRole('tab');
    expect(await tabs.count()).toBe(3);
    for (const tab of await tabs.all()) {
      const { x, width } = await box(tab);
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x + width).toBeLessThanOrEqual(320);
      expect(await clippedBy(tab), (await tab.textContent()) ?? undefined).toBeLessThanOrEqual(0);
    }
    await page.close();
  });

  it("shows the create form's whole date and time at every width", async () => {
    for (const width of WIDTHS) {
      const page = await pageAt(width);
      await open(page, SCREENS[11]);
      const form = page.getByRole('region', { name: 'Create a Question' });
      for (const label of ['Date', 'Time (SAST)']) {
        const input = form.getByLabel(label, { exact: true });
        expect(await input.inputValue(), `${label} has a value`).not.toBe('');
        expect(await shortOfItsValueBy(input), `${label} at ${width} px`).toBeLessThanOrEqual(0);
      }
      await form.getByLabel('Date', { exact: true }).evaluate((input) => input.scrollIntoView({ block: 'center' }));
      await screenshot(page, `layout-admin-create-form-${width}`);
      await page.close();
    }
  });

  it('keeps the incoming requests on their tab on a phone, and beside the friends on a desktop', async () => {
    const phone = await pageAt(390);
    await open(phone, SCREENS[3]);
    await phone.getByRole('tab', { name: 'Requests (1)' }).waitFor();
    await phone.getByRole('list', { name: 'My friends' }).or(phone.getByText(/^No friends yet/)).waitFor();
    expect(await phone.getByRole('list', { name: 'Friend requests' }).count(), 'no requests on the Friends tab').toBe(0);
    await phone.close();

    const desktop = await pageAt(1280);
    await open(desktop, SCREENS[3]);
    const beside = desktop.getByRole('region', { name: 'Friend Requests (1)' });
    await beside.getByText('Thabo Requester').waitFor();
    expect(await desktop.getByRole('tab', { name: /^Friends/ }).getAttribute('aria-selected')).toBe('true');
    const friends = await box(desktop.getByRole('region', { name: 'My Friends' }));
    const requests = await box(beside);
    expect(requests.x, 'the requests to the right of the friends').toBeGreaterThan(friends.x + friends.width);
    expect(requests.y, 'the requests level with the friends').toBeLessThan(friends.y + friends.height);
    expect(await beside.getByRole('button', { name: 'Accept' }).isVisible()).toBe(true);
    await expectAccessible(desktop, 'layout-friends-requests-desktop');
    await desktop.close();
  });

  it('ends a long username in an ellipsis at 320 px, with the whole name and username still there', async () => {
    const page = await pageAt(320);
    await open(page, SCREENS[2]);
    const mine = page.getByRole('list', { name: 'Your place' }).getByRole('listitem');
    const username = mine.locator('.ranking-username');
    expect(await username.textContent()).toBe(`@${USERNAME}`);
    expect(await username.getAttribute('title')).toBe(`@${USERNAME}`);
    expect(await clippedBy(username), 'the username is cut short, not wrapped mid-word').toBeGreaterThan(0);
    expect((await box(username)).height, 'on one line').toBeLessThan(30);
    const name = mine.locator('.ranking-name');
    expect(await name.getAttribute('title')).toBe(NAME);
    const row = await box(mine);
    expect(row.x + row.width).toBeLessThanOrEqual(320);
    await mine.scrollIntoViewIfNeeded();
    await screenshot(page, 'layout-long-username-320');
    await page.close();
  });

  it('reaches every admin tab at 390 px without scrolling the row, a waiting report counted on Moderation', async () => {
    const page = await pageAt(390);
    await open(page, SCREENS[11]);
    await page.getByRole('tab', { name: 'Moderation, 1 waiting' }).waitFor();
    const tabs = page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab');
    // Moderation's tab carries a count when reports wait: its name starts the tab either way.
    const names = (await tabs.allTextContents()).map((text) => /^[A-Z][a-z]+/.exec(text)?.[0]);
    expect(names).toEqual(['Analytics', 'Users', 'Questions', 'Suggestions', 'Moderation', 'Manage']);
    for (const tab of await tabs.all()) {
      const { x, width } = await box(tab);
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x + width).toBeLessThanOrEqual(390);
      expect(await clippedBy(tab), (await tab.textContent()) ?? undefined).toBeLessThanOrEqual(0);
    }
    await page.getByRole('tab', { name: 'Manage' }).click();
    expect(await page.getByRole('tab', { name: 'Manage' }).getAttribute('aria-selected')).toBe('true');
    await expectAccessible(page, 'layout-admin-manage-390');
    await page.close();
  });

  it('gives a finger 44 px of every control on every screen of a touch phone', async () => {
    const context = await stage.browser.newContext({ viewport: { width: 390, height: 740 }, hasTouch: true, isMobile: true, locale: 'en-ZA' });
    await context.request.post(`${stage.url}/api/auth/login`, { data: { username: USERNAME, password: 'a long password' } });
    const visitor = await stage.browser.newContext({ viewport: { width: 390, height: 740 }, hasTouch: true, isMobile: true, locale: 'en-ZA' });
    const tooSmall: string[] = [];
    async function check(page: Page, path: string, ready: Locator) {
      await page.goto(`${stage.url}${path}`);
      await ready.waitFor();
      await page.waitForLoadState('networkidle');
      for (const miss of await controlsUnderAFinger(page)) tooSmall.push(`${path}: ${miss}`);
    }
    const page = await context.newPage();
    for (const screen of SCREENS) await check(page, screen.path, screen.ready(page));
    await check(page, `/questions/${questionId}/history`, page.getByRole('heading', { level: 1 }));
    await check(page, '/privacy', page.getByRole('heading', { level: 1 }));
    const visiting = await visitor.newPage();
    await check(visiting, '/', visiting.getByRole('button', { name: /^YES/ }).first());
    await visiting.getByRole('button', { name: 'Join' }).click();
    await visiting.getByRole('tab', { name: 'Sign Up' }).click();
    for (const miss of await controlsUnderAFinger(visiting)) tooSmall.push(`the sign-up dialog: ${miss}`);
    expect(tooSmall).toEqual([]);
    await context.close();
    await visitor.close();
  });

  it("ends every row of a question's admin actions level with the card's edge on a phone", async () => {
    for (const width of [320, 390]) {
      const page = await pageAt(width);
      await open(page, SCREENS.find((screen) => screen.path === '/newadmin')!);
      const actions = page.getByRole('region', { name: /Published Questions/ }).locator('.admin-actions').first();
      const edge = await box(actions);
      const rights = new Map<number, number>();
      for (const button of await actions.getByRole('button').all()) {
        const { y, x, width: buttonWidth } = await box(button);
        rights.set(Math.round(y), Math.max(rights.get(Math.round(y)) ?? 0, x + buttonWidth));
      }
      expect(rights.size, `rows at ${width} px`).toBeGreaterThan(1);
      for (const [row, right] of rights) expect(Math.abs(right - (edge.x + edge.width)), `the row at ${row} px, ${width} px wide`).toBeLessThanOrEqual(1);
      await page.close();
    }
  });

  it("opens a footer link's page at its top, with the keyboard there too, and back returns to where the reader was", async () => {
    const page = await pageAt(390);
    await open(page, SCREENS[2]);
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Privacy notice' }).scrollIntoViewIfNeeded();
    const atFoot = await page.evaluate(() => window.scrollY);
    expect(atFoot).toBeGreaterThan(200);

    await footer.getByRole('link', { name: 'Privacy notice' }).click();
    // The leaderboard has a first heading too: the privacy notice's own is what says the new page is there.
    const heading = page.getByRole('heading', { level: 1, name: 'Privacy notice' });
    await heading.waitFor();
    await page.waitForFunction(() => window.scrollY === 0);
    expect(await heading.evaluate((element) => element.getBoundingClientRect().top < window.innerHeight)).toBe(true);

    // By keyboard: the next Tab starts from the top of the new page, not from the footer left at its foot.
    await footer.getByRole('link', { name: 'How scoring works' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'How scoring works' }).waitFor();
    await page.waitForFunction(() => window.scrollY === 0 && document.activeElement?.id === 'main');
    // Focusable only for that moment: a later click in the page does not land on the whole main area.
    await page.getByRole('heading', { level: 1, name: 'How scoring works' }).click();
    expect(await page.evaluate(() => document.getElementById('main')?.hasAttribute('tabindex'))).toBe(false);

    await page.goBack();
    await page.goBack();
    await page.getByRole('list', { name: 'National leaderboard' }).waitFor();
    await page.waitForFunction(() => window.scrollY > 200);
    await page.close();
  });

  it("offers Skip to content as every page's first Tab, in sight once it has the focus, and it takes the keyboard past the header", async () => {
    for (const [width, screen] of [[320, SCREENS[1]], [1280, SCREENS[2]]] as const) {
      const page = await pageAt(width);
      await open(page, screen);
      const skip = page.getByRole('link', { name: 'Skip to content' });
      expect(await skip.evaluate((link) => link.getBoundingClientRect().bottom <= 0), 'out of sight until it has the focus').toBe(true);

      await page.keyboard.press('Tab');
      expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
      const shown = await box(skip);
      expect(shown.y, `in sight at ${width} px`).toBeGreaterThanOrEqual(0);
      expect(shown.height, "a finger's 44 px").toBeGreaterThanOrEqual(44);
      await screenshot(page, `layout-skip-link-${width}`);

      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('main')?.id), `the next Tab at ${width} px is in the screen`).toBe('main');
      await page.close();
    }
  });

  it('puts the navigation in the header at 1280 px, with no bottom bar, and lays the wide screens out in columns', async () => {
    const page = await pageAt(1280);
    await open(page, SCREENS[2]);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const header = await box(page.getByRole('banner'));
    const bar = await box(nav);
    expect(bar.y + bar.height, 'the navigation sits in the header').toBeLessThanOrEqual(header.y + header.height);
    // Every item in sight, Admin and Research included, and no More.
    for (const label of ['Home', 'Vote', 'Leaders', 'Research', 'Friends', 'Profile', 'Admin']) {
      expect(await nav.getByRole('link', { name: new RegExp(label) }).isVisible(), label).toBe(true);
    }
    expect(await nav.getByRole('button', { name: 'More' }).isVisible()).toBe(false);
    await expectAccessible(page, 'layout-leaderboard-desktop');

    // The leaderboard: the board and the user's ranking side by side, the board far wider than a phone's column.
    const board = await box(page.getByRole('list', { name: 'National leaderboard' }));
    const ranking = await box(page.getByRole('region', { name: 'Your Ranking' }));
    expect(board.width).toBeGreaterThan(560);
    expect(ranking.x).toBeGreaterThan(board.x + board.width);
    expect(ranking.y).toBeLessThan(board.y + board.height);

    // The profile: the figures on the left, the recent predictions beside them.
    await open(page, SCREENS[4]);
    const figures = await box(page.getByRole('region', { name: 'Your stats' }));
    const predictions = await box(page.getByRole('region', { name: 'Recent Predictions' }));
    expect(predictions.x).toBeGreaterThan(figures.x + figures.width);
    expect(predictions.y).toBeLessThan(figures.y + figures.height);

    // The admin dashboard: six tabs in one row, and the form beside the lists.
    await open(page, SCREENS[11]);
    const tops = new Set<number>();
    for (const tab of await page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab').all()) tops.add(Math.round((await box(tab)).y));
    expect(tops.size).toBe(1);
    const form = await box(page.getByRole('region', { name: 'Create a Question' }));
    const published = await box(page.getByRole('region', { name: /Published Questions/ }));
    expect(published.x).toBeGreaterThan(form.x + form.width);
    await page.close();
  });
});
