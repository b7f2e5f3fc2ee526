import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPhoneContext, PHONE, screenshot } from './support/browser.js';
import { signUpAdminOverHttp, signUpOverHttp } from './support/http-accounts.js';
import { publishQuestion, resolveQuestion } from './support/http-questions.js';
import { logInThroughDialog } from './support/join-dialog.js';
import { minutesAgoToday } from './support/south-african-day.js';
import { useFreshServerAndBrowser } from './support/stage.js';

const WIDTHS = [320, PHONE.width, 1280];
const today = 'Will Parliament pass the Budget before the end of the week';
const earlierText = 'Will the IEC announce the by-election date before Friday';

/** The public reads a landing page would otherwise make, and the session check every page used to make first. */
const FIRST_LOAD_READS = /\/api\/(auth\/me|questions\/today|questions\/public|comments\/public)(\?|$)/;

describe('the first load: the page arrives with who is signed in, and a visitor\'s landing page arrives painted', () => {
  // The site knows its address, as a deployment does: the link previews name their picture by it.
  const stage = useFreshServerAndBrowser({}, { knowsItsOrigin: true });
  const member = { username: 'zanele', password: 'a long enough password', name: 'Zanele Khumalo' };
  const contexts: BrowserContext[] = [];
  let earlierId = '';

  beforeAll(async () => {
    const admin = (await signUpAdminOverHttp(stage, { username: 'editor', password: 'an editor password', name: 'Editor' })).user;
    const earlier = await publishQuestion(admin, { text: earlierText, context: null, date: minutesAgoToday(1, 1) });
    earlierId = earlier;
    await admin.call('POST', '/api/answers', { questionId: earlier, optionId: 'yes' });
    await resolveQuestion(admin, earlier, { correct: 'yes', summary: 'The IEC announced it on Thursday.', proofUrl: 'https://www.elections.org.za/' });
    const todayId = await publishQuestion(admin, { text: today, context: 'The Minister tabled it on Wednesday.' });
    await admin.call('POST', '/api/answers', { questionId: todayId, optionId: 'no' });
    await admin.call('POST', `/api/questions/${todayId}/comments`, { content: 'The coalition will hold for this one.' });
    await admin.call('GET', `/api/questions/${todayId}/public-results`);
    await signUpOverHttp(stage.url, member);
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
  });

  async function phonePage(options: { javaScriptEnabled?: boolean } = {}): Promise<Page> {
    const context =
      options.javaScriptEnabled === false
        ? await stage.browser.newContext({ viewport: PHONE, locale: 'en-ZA', javaScriptEnabled: false })
        : await newPhoneContext(stage.browser);
    contexts.push(context);
    return context.newPage();
  }

  it("shows today's question, its split so far and the archive with JavaScript off", async () => {
    const page = await phonePage({ javaScriptEnabled: false });
    await page.goto(stage.url);

    const teaser = page.getByRole('region', { name: `${today}?` });
    expect(await teaser.getByRole('heading', { level: 2 }).textContent()).toBe(`${today}?`);
    expect(await teaser.getByRole('progressbar', { name: 'No: 100%' }).count()).toBe(1);
    expect(await teaser.getByText('The coalition will hold for this one.').count()).toBe(1);
    const archived = page.getByRole('article', { name: `${earlierText}?` });
    expect(await archived.getByText('The IEC announced it on Thursday.').count()).toBe(1);
    // Once: today's question is not repeated in the archive.
    expect(await page.getByText(`${today}?`, { exact: true }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Create Account' }).first().isVisible()).toBe(true);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === 1280 ? 800 : 844 });
      await screenshot(page, `first-load-no-js-${width}`, { fullPage: true });
    }
  });

  it("names today's question where a link to the site is pasted, and a resolved question's answer on its history page", async () => {
    const meta = (html: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(html)?.[1];
    // As WhatsApp's or X's fetcher asks: signed out, no script run.
    const landing = await (await fetch(stage.url)).text();
    expect(meta(landing, 'og:title')).toBe(`${today}?`);
    // The tab keeps the site's name, as the app names it.
    expect(landing).toContain('<title>IEC Bets</title>');
    // Today's question's own picture, drawn by the server.
    expect(meta(landing, 'og:image')).toMatch(new RegExp(`^${stage.url}/api/questions/[^/]+/picture\\?v=[\\w-]+$`));
    const picture = await fetch(meta(landing, 'og:image')!);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');

    const history = await (await fetch(`${stage.url}/questions/${earlierId}/history`)).text();
    expect(meta(history, 'og:title')).toBe(`${earlierText}?`);
    expect(meta(history, 'og:description')).toBe('The answer: Yes. The one South African who predicted it called it. The IEC announced it on Thursday.');
    expect(meta(history, 'og:url')).toBe(`${stage.url}/questions/${earlierId}/history`);
    expect(meta(history, 'og:image')).toMatch(new RegExp(`^${stage.url}/api/questions/${earlierId}/picture\\?v=[\\w-]+$`));
    // The two pictures, as a chat shows them, to be looked at.
    const page = await stage.browser.newPage({ viewport: { width: 1200, height: 630 } });
    for (const [name, address] of [['open', meta(landing, 'og:image')!], ['decided', meta(history, 'og:image')!]]) {
      const shown = await page.goto(address!);
      expect(shown?.headers()['content-type'], name).toBe('image/png');
      await screenshot(page, `link-preview-picture-${name}`);
    }
    await page.close();
  });

  it("can be kept on a phone's home screen as an app: its manifest reads whole, and Chromium finds nothing against installing it", async () => {
    const page = await phonePage();
    await page.goto(stage.url);
    await page.getByRole('button', { name: 'Create Account' }).first().waitFor();
    const devtools = await page.context().newCDPSession(page);
    const manifest = await devtools.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    expect(JSON.parse(manifest.data!)).toMatchObject({ name: 'IEC Bets', start_url: '/', display: 'standalone' });
    // Every test window is a private one, which Chromium never installs from; that said, nothing about the site stands in the way.
    const { installabilityErrors } = await devtools.send('Page.getInstallabilityErrors');
    expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
    // iOS's icon, which it reads from the page rather than the manifest.
    const touchIcon = await fetch(`${stage.url}${await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')}`);
    expect(touchIcon.headers.get('content-type')).toBe('image/png');
  });

  it('takes the painted landing page over without asking again for what it shows, and without a hydration error', async () => {
    const page = await phonePage();
    const reads: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => {
      if (FIRST_LOAD_READS.test(new URL(request.url()).pathname)) reads.push(new URL(request.url()).pathname);
    });
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(stage.url, { waitUntil: 'networkidle' });
    await page.getByRole('region', { name: `${today}?` }).waitFor();
    expect(reads).toEqual([]);
    expect(errors).toEqual([]);
    // The markup is the app's now: YES opens the Join dialog.
    await page.getByRole('button', { name: 'YES' }).click();
    await page.getByRole('dialog', { name: 'Join IEC Bets' }).waitFor();
    await page.keyboard.press('Escape');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === 1280 ? 800 : 844 });
      await screenshot(page, `first-load-landing-${width}`, { fullPage: true });
    }
  });

  /** Each navigation link's count, by the path it goes to (null where it shows none). */
  async function navBadges(page: Page, within: string): Promise<Record<string, string | null>> {
    return page.locator(`${within} .main-nav a`).evaluateAll((links) =>
      Object.fromEntries(
        links.map((link) => [link.getAttribute('href'), link.querySelector('.nav-badge')?.textContent ?? null]),
      ),
    );
  }

  it('shows a signed-in member their home on reload from the page, without asking who they are or for today\'s question', async () => {
    const page = await phonePage();
    await page.goto(stage.url);
    await logInThroughDialog(page, member);

    const reads: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/(auth\/me|questions\/today|users\/[^/]+\/answers\/)/.test(new URL(request.url()).pathname)) reads.push(request.url());
    });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const html = (await (await page.reload())?.text()) ?? '';
    await page.getByRole('link', { name: 'Profile of Zanele Khumalo' }).waitFor();
    expect(await page.getByText('Loading IEC Bets...').count()).toBe(0);
    // Today's question and its YES / NO, from the page itself: no request for who they are, for today's questions
    // or for their answer to it, and the home screen's chunk named in the page, to load beside the entry.
    await page.getByRole('article').getByRole('heading', { name: `${today}?` }).waitFor();
    expect(await page.getByRole('button', { name: 'YES' }).count()).toBe(1);
    expect(reads).toEqual([]);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/home-screen-[\w-]+\.js">/);
    // Once home is up, the navigation's other screens load their chunks unasked, so a tap waits for data alone; the
    // admin dashboard's only for admins.
    await expect.poll(() => ['leaderboard-screen', 'friends-screen', 'profile-screen'].filter((name) => !scripts.some((path) => path.includes(`/${name}-`)))).toEqual([]);
    expect(scripts.filter((path) => path.includes('/admin-dashboard-'))).toEqual([]);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === 1280 ? 800 : 844 });
      await screenshot(page, `first-load-member-home-${width}`);
    }
  });

  it("draws a member's friends screen for any width: on a desktop the requests waiting stand beside the friends in the picture as in the app", async () => {
    const lerato = await signUpOverHttp(stage.url, { username: 'lerato', password: 'another long password', name: 'Lerato Dube' });
    await lerato.user.call('POST', '/api/friendships', { friendUsername: member.username });
    const login = await fetch(`${stage.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: stage.url },
      body: JSON.stringify({ username: member.username, password: member.password }),
    });
    expect(login.status).toBe(200);
    const [name, value] = (login.headers.get('set-cookie') ?? '').split(';')[0]!.split('=') as [string, string];
    const desktop = { width: 1280, height: 800 };
    const contextFor = async (javaScriptEnabled: boolean) => {
      const context = await stage.browser.newContext({ viewport: desktop, locale: 'en-ZA', javaScriptEnabled });
      await context.addCookies([{ name, value, url: stage.url }]);
      contexts.push(context);
      return context.newPage();
    };

    // The page alone, as before its scripts arrive: the server drew it without knowing the width.
    const picture = await contextFor(false);
    await picture.goto(`${stage.url}/friends`);
    const drawn = picture.locator('#page-snapshot .requests-beside');
    expect(await drawn.isVisible()).toBe(true);
    expect(await drawn.textContent()).toContain('Lerato Dube');
    const drawnBox = await drawn.boundingBox();
    // The navigation's counts are drawn too: today's question she has not answered yet, and Lerato's request.
    const drawnBadges = await navBadges(picture, '#page-snapshot');
    expect(drawnBadges).toMatchObject({ '/vote': '1', '/friends': '1' });
    await screenshot(picture, 'first-load-friends-picture-1280');
    for (const width of [320, PHONE.width]) {
      await picture.setViewportSize({ width, height: 844 });
      expect(await drawn.isVisible(), `${width} px`).toBe(false);
      await screenshot(picture, `first-load-friends-picture-${width}`);
    }

    // The app, once it has taken the picture's place: the same column in the same place.
    const page = await contextFor(true);
    await page.goto(`${stage.url}/friends`);
    const column = page.getByRole('region', { name: 'Friend Requests (1)' });
    await column.waitFor();
    await expect.poll(() => page.locator('#page-snapshot').count()).toBe(0);
    const box = await column.boundingBox();
    expect(Math.abs((box?.x ?? 0) - (drawnBox?.x ?? -100))).toBeLessThan(2);
    expect(Math.abs((box?.y ?? 0) - (drawnBox?.y ?? -100))).toBeLessThan(2);
    expect(Math.abs((box?.width ?? 0) - (drawnBox?.width ?? -100))).toBeLessThan(2);
    expect(await navBadges(page, '#root')).toEqual(drawnBadges);
    await screenshot(page, 'first-load-friends-app-1280');
  });

  it("shows a member their screen from the page before any script has run, then the app takes its place and takes the member's first taps", async () => {
    const page = await phonePage();
    await page.goto(stage.url);
    await logInThroughDialog(page, member);

    // The same member on a phone whose scripts have not arrived yet: the page alone.
    const still = await stage.browser.newContext({
      viewport: PHONE,
      locale: 'en-ZA',
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    contexts.push(still);
    const picture = await still.newPage();
    for (const path of ['/', '/vote']) {
      await picture.goto(`${stage.url}${path}`);
      const question = picture.locator('#page-snapshot article.daily-question');
      expect(await question.locator('h2').textContent(), path).toBe(`${today}?`);
      expect(await question.locator('.options .option-text').allTextContents(), path).toEqual(['YES', 'NO']);
      expect(await picture.locator('#page-snapshot .avatar').getAttribute('aria-label'), path).toBe('Profile of Zanele Khumalo');
      // A picture only: nothing in it can be focused or read out, and #root waits empty for the app.
      expect(await picture.locator('#page-snapshot').getAttribute('inert'), path).toBe('');
      expect(await picture.getByRole('button', { name: 'YES' }).count(), path).toBe(0);
      expect(await picture.locator('#root').innerHTML(), path).toBe('');
    }
    for (const width of WIDTHS) {
      await picture.setViewportSize({ width, height: width === 1280 ? 800 : 844 });
      await screenshot(picture, `first-load-member-picture-${width}`);
    }

    // With its scripts, the app replaces the picture, once, and takes the member's first taps: YES, then submit.
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${message.text()} ${message.location().url}`);
    });
    page.on('pageerror', (error) => errors.push(error.message));
    // When the picture appears as the page is parsed, and when the app takes its place.
    await page.addInitScript(() => {
      const times: { shown?: number; gone?: number } = {};
      (window as unknown as { pictureTimes: typeof times }).pictureTimes = times;
      new MutationObserver(() => {
        const shown = document.getElementById('page-snapshot') !== null;
        if (shown) times.shown ??= performance.now();
        else if (times.shown !== undefined) times.gone ??= performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
    const response = await page.goto(`${stage.url}/vote`);
    expect(await response?.text()).toContain('<div id="page-snapshot" inert aria-hidden="true">');
    const yes = page.getByRole('button', { name: 'YES' });
    await yes.waitFor();
    expect(await page.locator('#page-snapshot').count()).toBe(0);
    // The app took over because it showed the whole screen, not because a part of it was given up on as stalled.
    const times = await page.evaluate(() => (window as unknown as { pictureTimes: { shown?: number; gone?: number } }).pictureTimes);
    expect(times.shown).toBeDefined();
    expect(times.gone! - times.shown!).toBeLessThan(4_000);
    expect(await page.getByText(`${today}?`, { exact: true }).count()).toBe(1);
    await yes.click();
    await page.getByRole('button', { name: '[ SUBMIT PREDICTION ]' }).click();
    await page.getByRole('heading', { name: 'Vote Recorded!' }).waitFor();
    expect(errors).toEqual([]);
  });

  it("keeps a tap on the picture while the app's script is still on its way, and the app takes it as its own", async () => {
    const thabo = { username: 'thabo', password: 'a long enough password', name: 'Thabo Nkosi' };
    await signUpOverHttp(stage.url, thabo);
    const page = await phonePage();
    await page.goto(stage.url);
    await logInThroughDialog(page, thabo);

    // The app's entry held back, as a slow phone's network holds it: only the page and the small script that keeps
    // taps have arrived.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${stage.url}/vote`, { waitUntil: 'commit' });
    const picture = page.locator('#page-snapshot[data-keeps-taps]');
    await picture.waitFor();
    const yes = picture.locator('article.daily-question .options button').first();
    expect(await yes.locator('.option-text').textContent()).toBe('YES');
    await yes.click();
    // The tap shows as taken, and nothing of the app is there yet to take it.
    expect(await yes.getAttribute('data-tapped')).toBe('');
    expect(await page.locator('#root').innerHTML()).toBe('');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === 1280 ? 800 : 844 });
      await screenshot(page, `first-load-tap-kept-${width}`);
    }
    await page.setViewportSize(PHONE);

    release();
    // The app takes the picture's place with YES picked: the member goes on to submit, as if the app had been there.
    const submit = page.getByRole('button', { name: '[ SUBMIT PREDICTION ]' });
    await submit.waitFor();
    expect(await page.locator('#page-snapshot').count()).toBe(0);
    await submit.click();
    await page.getByRole('heading', { name: 'Vote Recorded!' }).waitFor();
  });
});
