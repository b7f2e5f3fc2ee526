import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, expectAccessibleWithinPhoneWidth } from './support/accessibility.js';
import { newPhoneContext, screenshot } from './support/browser.js';
import { signUpAdminOverHttp, signUpOverHttp } from './support/http-accounts.js';
import { publishQuestion, resolveQuestion } from './support/http-questions.js';
import { minutesAgoToday } from './support/south-african-day.js';
import type { HttpUser } from './support/http-user.js';
import { logInThroughDialog } from './support/join-dialog.js';
import { useFreshServerAndBrowser } from './support/stage.js';

/**
 * The daily loop of a member with two questions open today: home shows both and says how many are left, the Vote
 * tab counts the unanswered ones, the streak and the countdown to the next questions sit beside them, and every
 * answered question can be shared as a card (the day, the pick, the nation's split, a link, and once resolved
 * whether they called it), copied to the clipboard as a friend would receive it. An admin who wrote the question
 * mark themselves gets one, not two.
 */
describe("a member's day: two open questions, sharing, the streak and the countdown", () => {
  const stage = useFreshServerAndBrowser();
  let context: BrowserContext;
  let page: Page;
  let member: HttpUser;
  const thabo = { username: 'thabo', password: 'thabo password', name: 'Thabo Ndlovu' };
  // Written with its question mark, as admins often do.
  const certify = 'Will the IEC certify the by-election results by Friday?';
  const turnout = 'Will turnout in the Tshwane by-election pass 40%';
  const settled = 'Will the ward by-election be held on the planned date';

  const main = () => page.getByRole('navigation', { name: 'Main' });
  const bodyText = () => page.evaluate(() => document.body.innerText);
  const clipboard = () => page.evaluate(() => navigator.clipboard.readText());

  beforeAll(async () => {
    const admin = (await signUpAdminOverHttp(stage, { username: 'admin', password: 'admin password', name: 'Admin' })).user;
    member = (await signUpOverHttp(stage.url, thabo)).user;
    // Settled today: answered by the member, then resolved the way they called it. It leaves today's open list, and
    // shows decided on home and /vote beside the open ones.
    const settledId = await publishQuestion(admin, { text: settled, context: null, date: minutesAgoToday(3, 3) });
    await member.call('POST', '/api/answers', { questionId: settledId, optionId: 'yes' });
    await resolveQuestion(admin, settledId, { correct: 'yes', summary: 'It went ahead on the day.', proofUrl: null });
    await publishQuestion(admin, { text: certify, context: 'The IEC has seven days to certify.', date: minutesAgoToday(2, 3) });
    await publishQuestion(admin, { text: turnout, context: null, date: minutesAgoToday(1, 3) });
    // Set up tonight for tomorrow: the Next questions card counts down to the midnight that opens it.
    await publishQuestion(admin, { text: 'Will the IEC publish the final voters roll on time', context: null, date: new Date(Date.now() + 86_400_000) });

    context = await newPhoneContext(stage.browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stage.url });
    page = await context.newPage();
    await page.goto(stage.url);
    await logInThroughDialog(page, thabo);
  });

  it('shows both open questions on home, how many are left to answer, the Vote badge, the streak and the countdown', async () => {
    await page.getByRole('heading', { name: certify }).waitFor();
    await page.getByRole('heading', { name: `${turnout}?` }).waitFor();
    expect(await page.getByRole('button', { name: '[ SUBMIT PREDICTION ]' }).count()).toBe(0);
    // Counted as home shows them: the two open and the one settled this morning, which is answered already.
    await page.getByText("2 of today's 3 questions are left to answer.").waitFor();
    await main().getByRole('link', { name: /^Vote\W+2 unanswered$/ }).waitFor();
    const streak = page.getByRole('region', { name: 'Day streak' });
    // The settled question was answered today: the streak has begun, and today is kept though that question has left
    // today's open ones.
    await streak.getByText('1 day', { exact: true }).waitFor();
    await streak.getByText('Kept for today. Answer tomorrow to keep it going.').waitFor();
    const countdown = page.getByRole('timer');
    expect(await countdown.innerText()).toMatch(/^(\d+h )?\d\dm \d\ds$/);
    await page.getByText("Tomorrow's questions open at midnight, South African time.", { exact: false }).waitFor();
    expect(await bodyText()).not.toContain('??');
    await expectAccessibleWithinPhoneWidth(page, 'daily-01-home-two-open', { fullPage: true });
  });

  it('answers one on home: Vote Recorded offers the card, then home keeps the other open and the badge counts 1', async () => {
    const form = page.getByRole('article', { name: /^Day \d+ question: / }).filter({ hasText: certify });
    await form.getByRole('button', { name: /^YES/ }).click();
    await form.getByRole('button', { name: '[ SUBMIT PREDICTION ]' }).click();
    const recorded = page.getByRole('region', { name: 'Share your prediction' });
    await recorded.getByText(/^IEC Bets · Day \d+/).waitFor();
    const recordedCard = await recorded.locator('.share-text').innerText();
    expect(recordedCard).toContain(`${certify}\nMy pick: YES`);
    expect(recordedCard).not.toContain('??');
    await expectAccessible(page, 'daily-02-vote-recorded');

    // After Vote Recorded, the answered question shrinks to its card; the other stays open to answer.
    const answered = page.getByRole('article', { name: certify });
    await answered.getByText('✓ Answered').waitFor({ timeout: 10_000 });
    await page.getByRole('heading', { name: `${turnout}?` }).waitFor();
    await page.getByRole('button', { name: /^YES/ }).waitFor();
    await page.getByText("1 of today's 3 questions is left to answer.").waitFor();
    await main().getByRole('link', { name: /^Vote\W+1 unanswered$/ }).waitFor();
    await page.getByRole('region', { name: 'Day streak' }).getByText('Kept for today. Answer tomorrow to keep it going.').waitFor();
  });

  it('copies the answered card from home: day, pick, split, the link, and no result before resolution', async () => {
    const answered = page.getByRole('article', { name: certify });
    await answered.getByRole('button', { name: 'Share' }).click();
    await answered.getByRole('button', { name: 'Copy' }).click();
    await page.getByText('Copied to clipboard!').first().waitFor();
    const card = await clipboard();
    expect(card).toMatch(new RegExp(`^IEC Bets · Day \\d+\\n${certify.replace(/[?]/g, '\\?')}\\nMy pick: YES\\n`));
    expect(card).toContain('🇿🇦 100% Yes · 0% No');
    expect(card).toContain('⏳ Waiting for the result');
    expect(card).not.toMatch(/Called it|Missed it/);
    expect(card).toContain(`${stage.url}/\n#IECBets #SAPolitics`);
    expect(card).not.toContain('??');
    await expectAccessibleWithinPhoneWidth(page, 'daily-03-home-answered-card-shared', { fullPage: true });
  });

  it('on /vote: shares from the results, shows Your Rankings once, and keeps each discussion behind its button', async () => {
    await main().getByRole('link', { name: /^Vote/ }).click();
    // The certify question's, beside those of the question settled earlier today.
    const results = page.getByRole('region', { name: /^Day \d+ Results$/ }).filter({ hasText: certify });
    await results.waitFor();
    await results.getByRole('button', { name: 'Share your prediction' }).click();
    const panel = results.getByRole('region', { name: 'Your card to share' });
    // The home card copied before holds the same words: emptied first, so what is read is this copy.
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await panel.getByRole('button', { name: 'Copy' }).click();
    // Read from here until the copy has landed: the page's clipboard is written a moment after the press.
    await expect.poll(clipboard, { timeout: 10_000 }).toContain(`${certify}\nMy pick: YES\n🇿🇦 100% Yes · 0% No`);

    expect(await page.getByRole('heading', { name: 'Your Rankings' }).count()).toBe(1);
    const discussion = results.getByRole('button', { name: /^Discussion \(/ });
    expect(await discussion.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('region', { name: 'Discussion', exact: true }).count()).toBe(0);
    await discussion.click();
    await page.getByRole('region', { name: 'Discussion', exact: true }).waitFor();
    expect(await bodyText()).not.toContain('??');
    await expectAccessibleWithinPhoneWidth(page, 'daily-04-vote-results-shared', { fullPage: true });
  });

  it('shares a resolved question the member called from Election Predictions, saying "Called it"', async () => {
    await page.goto(`${stage.url}/predictions`);
    const card = page.getByRole('article', { name: `${settled}?` });
    await card.getByRole('button', { name: 'Share' }).click();
    const panel = card.getByRole('region', { name: 'Share your prediction' });
    await panel.getByRole('button', { name: 'Copy' }).click();
    // Until the copy has landed, the clipboard still holds the certify question's card, copied on /vote.
    await expect.poll(clipboard, { timeout: 10_000 }).toContain(`${settled}?\nMy pick: YES\n🇿🇦 100% Yes · 0% No\n✅ Called it`);
    const shared = await clipboard();
    expect(shared).toMatch(/\/questions\/[^/]+\/history\n/);
    await expectAccessibleWithinPhoneWidth(page, 'daily-05-predictions-called-it');
  });

  it('holds home and /vote at 320, 390 and 1280 px, with two columns on a desktop', async () => {
    for (const width of [320, 390, 1280]) {
      await page.setViewportSize({ width, height: width === 1280 ? 800 : 844 });
      for (const [path, name] of [
        ['/', 'home'],
        ['/vote', 'vote'],
      ] as const) {
        await page.goto(`${stage.url}${path}`);
        await page.getByRole('region', { name: 'Day streak' }).waitFor();
        await page.getByRole('heading', { name: `${turnout}?` }).waitFor();
        await screenshot(page, `daily-06-${name}-${width}`, { fullPage: true });
        expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `${name} at ${width}`).toBe(0);
        const [question, aside] = await Promise.all([
          page.locator('.daily-loop-main').boundingBox(),
          page.getByRole('complementary', { name: 'Your day' }).boundingBox(),
        ]);
        // Side by side on a desktop, one above the other on a phone.
        if (width === 1280) expect(aside!.x).toBeGreaterThan(question!.x + question!.width - 1);
        else expect(aside!.y).toBeGreaterThan(question!.y + question!.height - 1);
      }
    }
  });

  it("lays out the answered card's and the results' share panels at 320, 390 and 1280 px", async () => {
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    for (const width of [320, 390, 1280]) {
      await page.setViewportSize({ width, height: width === 1280 ? 800 : 844 });
      await page.goto(`${stage.url}/`);
      const answered = page.getByRole('article', { name: certify });
      await answered.getByRole('button', { name: 'Share' }).click();
      const copy = answered.getByRole('button', { name: 'Copy' });
      await copy.waitFor();
      await copy.scrollIntoViewIfNeeded();
      await screenshot(page, `daily-07-home-card-shared-${width}`);
      expect(await overflow(), `home at ${width}`).toBe(0);

      await page.goto(`${stage.url}/vote`);
      const results = page.getByRole('region', { name: /^Day \d+ Results$/ }).filter({ hasText: certify });
      await results.getByRole('button', { name: 'Share your prediction' }).click();
      const panel = results.getByRole('region', { name: 'Your card to share' });
      await panel.getByRole('button', { name: 'Copy' }).waitFor();
      // The chart above it comes in a chunk of its own, into a space kept for it.
      await results.getByText('Yes share over time').first().waitFor();
      await panel.scrollIntoViewIfNeeded();
      await screenshot(page, `daily-08-vote-results-shared-${width}`);
      expect(await overflow(), `/vote at ${width}`).toBe(0);
    }
  });
});
