import { describe, expect, it } from 'vitest';
import { newPhoneContext, screenshot } from './support/browser.js';
import { signUpAdminOverHttp, signUpOverHttp } from './support/http-accounts.js';
import { publishQuestion } from './support/http-questions.js';
import { logInThroughDialog } from './support/join-dialog.js';
import { useFreshServerAndBrowser } from './support/stage.js';

describe('a member whose connection drops', () => {
  const stage = useFreshServerAndBrowser();
  const member = { username: 'thabo', password: 'a long enough password', name: 'Thabo Nkosi' };

  it('is told they are offline, and an answer sent meanwhile fails saying so rather than posting for good; back online, it goes', async () => {
    const admin = (await signUpAdminOverHttp(stage, { username: 'editor', password: 'an editor password', name: 'Editor' })).user;
    await publishQuestion(admin, { text: 'Will load-shedding stop before the municipal elections', context: null });
    await signUpOverHttp(stage.url, member);
    const context = await newPhoneContext(stage.browser);
    const page = await context.newPage();
    await page.goto(stage.url);
    await logInThroughDialog(page, member);
    await page.goto(`${stage.url}/vote`);
    const yes = page.getByRole('button', { name: /^YES/ });
    await yes.waitFor();
    const notice = page.locator('.app-header [aria-live="polite"]');
    expect(await notice.textContent()).toBe('');
    // Empty, it takes no room, yet stays in the page for a screen reader to hear its words when they come.
    expect(await notice.evaluate((element) => [element.getBoundingClientRect().height, getComputedStyle(element).display])).toEqual([0, 'block']);

    await context.setOffline(true);
    await page.getByText('You are offline. What you see may be out of date.').waitFor();
    await yes.click();
    // Past a poll of the screen's reads: it keeps what it shows, and the pick, rather than turning into an error.
    await page.waitForTimeout(6_000);
    expect(await yes.getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('alert').count()).toBe(0);
    const submit = page.getByRole('button', { name: '[ SUBMIT PREDICTION ]' });
    await submit.click();
    // Radix's toast says its words twice for a moment: once seen, once in the region it reads out.
    await page.getByText('You are offline. Check your connection, then try again.').first().waitFor();
    expect(await submit.isEnabled()).toBe(true);
    await screenshot(page, 'connection-lost-offline');

    await context.setOffline(false);
    await page.waitForFunction(() => document.querySelector('.app-header [aria-live="polite"]')?.textContent === '');
    await submit.click();
    await page.getByRole('heading', { name: 'Vote Recorded!' }).waitFor();
    await context.close();
  });
});
