import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPhoneContext, screenshot } from './support/browser.js';
import { signUpAdminOverHttp, signUpOverHttp } from './support/http-accounts.js';
import { publishQuestion } from './support/http-questions.js';
import { useLocalMailServer } from './support/mailbox.js';
import { useFreshServerAndBrowser } from './support/stage.js';

/** Longer than the picture ever waited before: the app took its place with a spinner 5 s after starting behind it. */
const SLOW_CHUNK_MS = 6_500;

/** What the page showed as the app took the picture's place, noted in the page itself, in the same task as the swap. */
interface Swap {
  spinner: boolean;
  toolbar: boolean;
}

/** Notes the page as #root comes into it in the picture's place. */
async function noteTheSwap(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const notes = window as unknown as { swap?: Swap };
    new MutationObserver(() => {
      const root = document.getElementById('root');
      if (notes.swap || document.getElementById('page-snapshot') || !root?.isConnected) return;
      notes.swap = {
        spinner: root.querySelector('.loading-screen') !== null,
        toolbar: root.querySelector('.suggest-toolbar') !== null,
      };
    }).observe(document, { childList: true, subtree: true });
  });
}

describe('pages on a slow network: what is pressed before the code arrives carries over', () => {
  // Mail goes out, as the newsletter needs (a server that sends none has no newsletter to subscribe to).
  const mailing = useLocalMailServer();
  const stage = useFreshServerAndBrowser(mailing.env, { knowsItsOrigin: true });
  const member = { username: 'naledi', password: 'a long enough password', name: 'Naledi Mokoena' };
  const question = 'Will the Electoral Court rule on the disputed ward before Friday';

  it("keeps /vote's picture while the members' code is slow to come, and YES tapped on it is picked once the app is there", async () => {
    const admin = (await signUpAdminOverHttp(stage, { username: 'editor', password: 'an editor password', name: 'Editor' })).user;
    await publishQuestion(admin, { text: question, context: null });
    await signUpOverHttp(stage.url, member);
    const login = await fetch(`${stage.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: stage.url },
      body: JSON.stringify({ username: member.username, password: member.password }),
    });
    const [name, value] = (login.headers.get('set-cookie') ?? '').split(';')[0]!.split('=') as [string, string];
    const context = await newPhoneContext(stage.browser);
    await context.addCookies([{ name, value, url: stage.url }]);
    const page = await context.newPage();
    await noteTheSwap(page);

    // The members' chunk (their routes and navigation) held back, as a throttled phone's network holds it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/member-parts-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${stage.url}/vote`, { waitUntil: 'commit' });
    const picture = page.locator('#page-snapshot[data-keeps-taps]');
    const yes = picture.locator('article.daily-question .option-yes');
    await yes.click();
    expect(await yes.getAttribute('data-tapped')).toBe('');
    // The app has started behind the picture: #root is out of the page until it takes over.
    await page.waitForFunction(() => document.getElementById('root') === null);

    await page.waitForTimeout(SLOW_CHUNK_MS);
    expect(await picture.count()).toBe(1);
    expect(await page.locator('.loading-screen').count()).toBe(0);
    await screenshot(page, 'slow-takeover-picture-stands');

    release();
    const submit = page.getByRole('button', { name: '[ SUBMIT PREDICTION ]' });
    await submit.waitFor();
    expect(await page.locator('#page-snapshot').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'YES' }).getAttribute('aria-pressed')).toBe('true');
    // At the swap itself: the whole screen, its toolbar too, and never the spinner in the picture's place.
    const swap = await page.evaluate(() => (window as unknown as { swap?: Swap }).swap);
    expect(swap).toEqual({ spinner: false, toolbar: true });
    await submit.click();
    await page.getByRole('heading', { name: 'Vote Recorded!' }).waitFor();
    await context.close();
  });

  it("holds Subscribe pressed on the landing page before the newsletter card's code arrives: no address in the page's address, and the press counts once it comes", async () => {
    const context = await newPhoneContext(stage.browser);
    const page = await context.newPage();
    // The card's chunk held back: the page shows the server's markup of the card, with nothing yet to send it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await page.route(/\/assets\/newsletter-signup-[^/]+\.js$/, async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    await page.goto(stage.url);
    const card = page.getByRole('region', { name: 'Get the daily question by email' });
    const email = card.getByLabel('Email address');
    await email.fill('lindiwe@example.co.za');
    await email.press('Enter');
    await page.waitForTimeout(1_000);
    expect(asked).toBe(true);
    // Still the same page, the address where it was typed, and none of it in the URL, the server's logs or history.
    expect(new URL(page.url()).search).toBe('');
    expect(await email.inputValue()).toBe('lindiwe@example.co.za');

    release();
    await card.getByText("You're subscribed!", { exact: true }).waitFor();
    await context.close();
  });
});
