import type { SealList } from '@iec-bets/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, expectAccessibleWithinPhoneWidth } from './support/accessibility.js';
import { newPhonePage, PHONE, screenshot } from './support/browser.js';
import { signUpAdminOverHttp, signUpOverHttp } from './support/http-accounts.js';
import { createDraftQuestion, publishQuestion } from './support/http-questions.js';
import type { HttpUser } from './support/http-user.js';
import { logInThroughDialog } from './support/join-dialog.js';
import { useFreshServerAndBrowser } from './support/stage.js';

/**
 * An admin resolves a question from the dashboard; the question's card then links "How this question was decided",
 * whose page shows the resolution among the question's steps, and the browser's own check of the hash chain finds
 * every step holds, with the editor's own call beside the answer. A visitor, not signed in, reads the same history
 * after the answer and the nation's split, with the way to today's question, gets a kind answer for a draft, and finds
 * the Verify page with today's seal from the footer. Debian Chromium against `iec-bets start` on a fresh DATA_DIR;
 * every screen passes axe-core and fits the phone's width, and the two pages are photographed at 320, 390 and 1280 px.
 */
describe("a question's public history, checked in the browser, and the Verify page", () => {
  const stage = useFreshServerAndBrowser();
  let adminPage: Page;
  let visitorPage: Page;
  let adminApi: HttpUser;
  let questionId: string;
  let draftId: string;
  const editor = { username: 'editor', password: 'editor password', name: 'The Editor' };
  const question = 'Will Parliament pass the Appropriation Bill by the end of July';
  const summary = 'The National Assembly passed the Appropriation Bill on 23 July.';
  const proof = 'https://www.parliament.gov.za/press-releases';

  /** The two pages are read on phones and desktops alike: each width photographed whole, to be looked at. */
  async function photographAtEveryWidth(page: Page, name: string) {
    for (const width of [320, 390, 1280]) {
      await page.setViewportSize({ width, height: width === 1280 ? 800 : PHONE.height });
      await screenshot(page, `${name}-${width}`, { fullPage: true });
    }
    await page.setViewportSize(PHONE);
  }

  beforeAll(async () => {
    adminApi = (await signUpAdminOverHttp(stage, editor)).user;
    questionId = await publishQuestion(adminApi, { text: question, context: 'The budget vote was set for 23 July.' });
    await adminApi.call('PUT', `/api/admin/questions/${questionId}/tags`, { tags: ['parliament'] });
    draftId = await createDraftQuestion(adminApi, { text: 'Will the draft stay private', context: null });
    const member = (await signUpOverHttp(stage.url, { username: 'thabo', password: 'thabo password', name: 'Thabo Nkosi' })).user;
    await member.call('POST', '/api/answers', { questionId, optionId: 'yes' });
    // The editor predicts too, and wrongly: their own call is then shown to them beside the answer.
    await adminApi.call('POST', '/api/answers', { questionId, optionId: 'no' });

    adminPage = await newPhonePage(stage.browser);
    visitorPage = await newPhonePage(stage.browser);
  });

  it('lets the admin resolve the question from the dashboard', async () => {
    await adminPage.goto(stage.url);
    await logInThroughDialog(adminPage, editor);
    await adminPage.goto(`${stage.url}/newadmin`);
    const row = adminPage.getByRole('listitem', { name: question });
    await row.getByRole('button', { name: `Resolve: ${question}` }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Resolve Question' });
    await dialog.getByRole('radio', { name: 'Yes' }).check();
    await dialog.getByLabel('Resolution summary').fill(summary);
    await dialog.getByLabel('Proof link (optional)').fill(proof);
    await dialog.getByRole('button', { name: 'Resolve Question' }).click();
    await adminPage.getByText('Question resolved successfully', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });
  });

  it("follows the card's “How this question was decided” to the history, and the browser's check finds every step holds", async () => {
    await adminPage.goto(`${stage.url}/predictions`);
    const card = adminPage.getByRole('article', { name: `${question}?` });
    await card.getByText(summary).waitFor();
    const link = card.getByRole('link', { name: `How this question was decided: ${question}` });
    await link.scrollIntoViewIfNeeded();
    await expectAccessibleWithinPhoneWidth(adminPage, 'trust-00-card-link');
    await link.click();

    await adminPage.getByRole('heading', { level: 1, name: 'How this question was decided' }).waitFor();
    expect(new URL(adminPage.url()).pathname).toBe(`/questions/${questionId}/history`);
    const steps = adminPage.getByRole('list', { name: 'Steps of this question' }).getByRole('listitem');
    const resolved = steps.filter({ has: adminPage.getByRole('heading', { name: 'Resolved: Yes' }) });
    await resolved.getByText(`Why: ${summary}`).waitFor();
    expect(await resolved.getByText('· by editor').count()).toBe(1);
    const proofLink = resolved.getByRole('link', { name: 'View proof/source' });
    expect(await proofLink.getAttribute('href')).toBe(proof);
    // 24 px tall at least (WCAG's minimum target), as the product's other links on lines of their own; on a touch
    // screen --link-target makes it a finger's height.
    expect((await proofLink.boundingBox())!.height).toBeGreaterThanOrEqual(24);
    const titles = await steps.getByRole('heading', { level: 3 }).allTextContents();
    expect(titles).toEqual(['Drafted', 'Published', 'Topics changed', 'Resolved: Yes']);
    const outcome = adminPage.getByRole('region', { name: 'How South Africa predicted' });
    // Wrong against a crowd (Thabo's Yes) that was right: the most a call can cost, as the profile's list says it.
    expect(await outcome.getByText('You predicted No: not this time, −100.0 points.', { exact: true }).count()).toBe(1);
    // ... and the sum it came from, against the split the editor's answer met (Thabo's Yes alone), from the server's own figures.
    expect(await outcome.getByText(/^When you predicted/).textContent()).toBe(
      'When you predicted, 100% of those who had predicted before you said Yes (1 of 1). The crowd’s Brier score was (1 − 1)² = 0 and yours 1: 100 × (0 − 1) = −100.0. How scoring works',
    );
    await outcome.getByRole('button', { name: 'Share your prediction' }).click();
    expect(await outcome.getByRole('region', { name: 'Your card to share' }).textContent()).toContain('❌ Missed it');
    await expectAccessibleWithinPhoneWidth(adminPage, 'trust-01-history', { fullPage: true });

    await adminPage.getByRole('button', { name: 'Check this history' }).click();
    const status = adminPage.getByRole('status').filter({ hasText: 'check out' });
    await status.waitFor();
    expect(await status.textContent()).toBe('✓ All 4 steps check out.');
    expect(await steps.getByText('✓ Checks out').count()).toBe(titles.length);
    await expectAccessibleWithinPhoneWidth(adminPage, 'trust-02-history-checked', { fullPage: true });
  });

  it('shows a visitor the same history without signing in, and a draft kindly as having none', async () => {
    await visitorPage.goto(`${stage.url}/questions/${questionId}/history`);
    await visitorPage.getByRole('heading', { level: 1, name: 'How this question was decided' }).waitFor();
    await visitorPage.getByRole('button', { name: 'Join', exact: true }).waitFor();
    await visitorPage.getByRole('button', { name: 'Check this history' }).click();
    await visitorPage.getByRole('status').filter({ hasText: 'check out' }).waitFor();
    await photographAtEveryWidth(visitorPage, 'trust-history');
    // First, what a friend who followed a shared card came to see: the answer and the split, then the way to play.
    const outcome = visitorPage.getByRole('region', { name: 'How South Africa predicted' });
    expect(await outcome.getByText('The answer: Yes', { exact: true }).count()).toBe(1);
    expect(await outcome.getByRole('progressbar', { name: 'Yes: 50%' }).count()).toBe(1);
    expect(await outcome.getByText('2 South Africans voted', { exact: true }).count()).toBe(1);
    // A visitor has no call of their own to be shown.
    expect(await outcome.getByText(/You predicted/).count()).toBe(0);
    await expectAccessibleWithinPhoneWidth(visitorPage, 'trust-02b-history-visitor');
    await outcome.getByRole('link', { name: "Play today's question" }).click();
    await visitorPage.waitForURL(`${stage.url}/`);

    await visitorPage.goto(`${stage.url}/questions/${draftId}/history`);
    await visitorPage.getByRole('heading', { level: 1, name: 'No public history here' }).waitFor();
    await expectAccessibleWithinPhoneWidth(visitorPage, 'trust-03-no-history');
  });

  it("reaches the Verify page from the footer, with today's seal as the API publishes it", async () => {
    await visitorPage.getByRole('contentinfo').getByRole('link', { name: 'Verify our history' }).click();
    await visitorPage.getByRole('heading', { level: 1, name: 'Check our history yourself' }).waitFor();
    const today = visitorPage.getByRole('region', { name: 'Today’s seal, so far' });
    await today.getByText(/events so far/).waitFor();
    const { head } = await adminApi.call<SealList>('GET', '/api/seals');
    expect(head).not.toBeNull();
    expect(await today.locator('code').getAttribute('title')).toBe(head!.headHash);
    expect(await today.textContent()).toContain(`${head!.eventCount} events so far`);
    await today.getByRole('button', { name: "Show all of the log's head hash as it stands" }).click();
    await today.getByText(head!.headHash, { exact: true }).waitFor();
    await visitorPage.getByText('No day has closed yet. The first seal appears after midnight, South African time.').waitFor();
    await expectAccessible(visitorPage, 'trust-04-verify', { fullPage: true });
    await photographAtEveryWidth(visitorPage, 'trust-verify');
  });
});
