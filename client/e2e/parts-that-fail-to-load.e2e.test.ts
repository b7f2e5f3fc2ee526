import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility.js';
import { newPhoneContext } from './support/browser.js';
import { useFreshServerAndBrowser } from './support/stage.js';

const FAILED = 'This page could not load';

/**
 * A chunk of the app that does not arrive (a dropped connection, or a page left open across a release whose old
 * chunks are gone), in Debian Chromium against `iec-bets start`: the screen says so and offers a reload, while the
 * header and the menu stay; another screen still opens, and the reload brings the screen back. Before, the whole
 * page went blank for good.
 */
describe('a part of the app that fails to load', () => {
  const stage = useFreshServerAndBrowser();
  let page: Page;

  beforeAll(async () => {
    const context = await newPhoneContext(stage.browser);
    const signup = await context.request.post(`${stage.url}/api/auth/signup`, {
      data: { username: 'patchy_line', password: 'patchy line password', name: 'Patchy Line' },
    });
    expect(signup.status(), await signup.text()).toBe(201);
    // From the first request on: a member's page fetches its screens' chunks ahead, and Chromium keeps a failed
    // module's failure for the page's life, so the failure is met the way a stale page meets it.
    await context.route(/\/assets\/leaderboard-screen-[^/]+\.js$/, (route) => route.abort('connectionreset'));
    page = await context.newPage();
    await page.goto(stage.url);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  });
  afterAll(async () => page?.context().close());

  it('says so on the screen, with a reload, and keeps the header and the menu', async () => {
    await page.getByRole('navigation').getByRole('link', { name: 'Leaders' }).click();
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.getByRole('heading').textContent()).toBe(FAILED);
    expect(await alert.getByRole('link', { name: 'Reload the page' }).isVisible()).toBe(true);
    expect(await page.getByRole('navigation').getByRole('link', { name: 'Profile' }).isVisible()).toBe(true);
    await expectAccessible(page, 'part-failed');
  });

  it('lets another screen open, and the reload brings the failed one back once its chunk arrives', async () => {
    await page.getByRole('navigation').getByRole('link', { name: 'Profile' }).click();
    await page.getByRole('heading', { name: 'Patchy Line' }).waitFor();
    expect(await page.getByText(FAILED).count()).toBe(0);

    await page.context().unrouteAll();
    await page.getByRole('navigation').getByRole('link', { name: 'Leaders' }).click();
    // The page still holds the failed module: only a fresh page fetches it again.
    await page.getByText(FAILED).waitFor();
    await page.getByRole('link', { name: 'Reload the page' }).click();
    await page.waitForURL(/\/leaderboard$/);
    await page.getByRole('heading', { name: 'Leaderboard' }).first().waitFor();
    expect(await page.getByText(FAILED).count()).toBe(0);
  });
});

describe("a visitor's log-in dialog that fails to load", () => {
  const stage = useFreshServerAndBrowser();

  it('says so where it would have opened, and leaves the landing page as it was', async () => {
    const context = await newPhoneContext(stage.browser);
    await context.route(/\/assets\/auth-dialog-[^/]+\.js$/, (route) => route.abort('connectionreset'));
    const visitor = await context.newPage();
    await visitor.goto(stage.url);
    await visitor.getByRole('heading', { name: 'Election Predictions' }).waitFor();
    await visitor.getByRole('button', { name: 'Create Account' }).first().click();
    const alert = visitor.getByRole('alert');
    await expect.poll(() => alert.textContent()).toBe('The sign-in form could not load. Reload the page');
    expect(await alert.getByRole('link', { name: 'Reload the page' }).isVisible()).toBe(true);
    expect(await visitor.getByRole('heading', { name: 'Election Predictions' }).isVisible()).toBe(true);
    expect(await visitor.getByText(FAILED).count()).toBe(0);
    await context.close();
  });
});
