import type { OpenDisputesResponse } from '@iec-bets/contracts';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessibleWithinPhoneWidth } from './support/accessibility.js';
import { PHONE, newPhonePage, screenshot } from './support/browser.js';
import { signUpAdminOverHttp, signUpOverHttp } from './support/http-accounts.js';
import { publishQuestion } from './support/http-questions.js';
import type { HttpUser } from './support/http-user.js';
import { logInThroughDialog } from './support/join-dialog.js';
import { useFreshServerAndBrowser } from './support/stage.js';

/**
 * A member answers No; an admin resolves the question Yes; the member disputes it from the Election Predictions card;
 * the admin finds the dispute at the top of the Questions tab and corrects the outcome to No; the member's profile
 * then counts the answer correct and the card shows the corrected answer. Debian Chromium against `iec-bets start` on
 * a fresh DATA_DIR; every screen is axe-clean and within the phone's width, and the new screens are photographed at
 * 320, 390 and 1280 px.
 */
describe('a disputed resolution, corrected by an admin', () => {
  const stage = useFreshServerAndBrowser();
  let memberPage: Page;
  let adminPage: Page;
  let adminApi: HttpUser;
  const editor = { username: 'editor', password: 'editor password', name: 'The Editor' };
  const thandi = { username: 'thandi', password: 'thandi password', name: 'Thandi Mokoena' };
  const question = 'Will turnout in the Tshwane by-election pass 40%';
  const reason = 'The IEC results page gives a turnout of 37.8%, not above 40%.';
  const correctedSummary = 'Turnout was 37.8% once the special votes were counted (IEC results page).';

  /**
   * The page at each width the client is designed for, photographed and checked for sideways scrolling; `focus`, when
   * given, is scrolled into the middle of the screen first, so the shot shows what the step is about.
   */
  async function photographAtEveryWidth(page: Page, name: string, focus?: Locator) {
    for (const width of [320, PHONE.width, 1280]) {
      await page.setViewportSize({ width, height: PHONE.height });
      await focus?.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await screenshot(page, `${name}-${width}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `${name} at ${width}px`).toBe(0);
    }
    await page.setViewportSize(PHONE);
  }

  /** The definition beside a term of the page, e.g. a profile tile's figure. */
  async function definitionOf(page: Page, term: string): Promise<string> {
    return page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]').innerText();
  }

  beforeAll(async () => {
    adminApi = (await signUpAdminOverHttp(stage, editor)).user;
    await publishQuestion(adminApi, { text: question, context: 'Turnout in the 2021 local elections was 45.9%.' });
    await signUpOverHttp(stage.url, thandi);
    memberPage = await newPhonePage(stage.browser);
    adminPage = await newPhonePage(stage.browser);
  });

  it('lets the member answer No', async () => {
    await memberPage.goto(stage.url);
    await logInThroughDialog(memberPage, thandi);
    await memberPage.getByRole('button', { name: /^NO/ }).click();
    await memberPage.getByRole('button', { name: '[ SUBMIT PREDICTION ]' }).click();
    await memberPage.getByRole('heading', { name: 'Vote Recorded!' }).waitFor();
  });

  it('lets the admin resolve it Yes', async () => {
    await adminPage.goto(stage.url);
    await logInThroughDialog(adminPage, editor);
    await adminPage.goto(`${stage.url}/newadmin`);
    const row = adminPage.getByRole('listitem', { name: question });
    await row.getByRole('button', { name: `Resolve: ${question}` }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Resolve Question' });
    await dialog.getByRole('radio', { name: 'Yes' }).check();
    await dialog.getByLabel('Resolution summary').fill('Turnout was 41% on election night.');
    await dialog.getByRole('button', { name: 'Resolve Question' }).click();
    await adminPage.getByText('Question resolved successfully', { exact: true }).waitFor();
    await row.getByText('Resolved', { exact: true }).waitFor();
  });

  it('lets the member dispute it from the Election Predictions card, with a reason checked beside the field', async () => {
    await memberPage.goto(`${stage.url}/predictions`);
    const card = memberPage.getByRole('article', { name: `${question}?` });
    await card.getByText('Answer: Yes', { exact: true }).waitFor();
    await card.getByText(/^Think this resolution is wrong\? You can dispute it until/).waitFor();
    await expectAccessibleWithinPhoneWidth(memberPage, 'dispute-01-card-offers-dispute', { fullPage: true });
    await photographAtEveryWidth(memberPage, 'dispute-01-card-offers-dispute', card.getByRole('region', { name: 'Dispute the resolution' }));

    await card.getByRole('button', { name: `Dispute this resolution: ${question}` }).click();
    const dialog = memberPage.getByRole('dialog', { name: 'Dispute this resolution' });
    await dialog.getByText(/The answer on record is “Yes”/).waitFor();
    await dialog.getByLabel('Why is the resolution wrong?').fill('Wrong!');
    await dialog.getByRole('button', { name: 'Send dispute' }).click();
    await dialog.getByText('Please say why the resolution is wrong (at least 10 characters)', { exact: true }).waitFor();
    await expectAccessibleWithinPhoneWidth(memberPage, 'dispute-02-dialog-needs-reason');
    await dialog.getByLabel('Why is the resolution wrong?').fill(reason);
    await photographAtEveryWidth(memberPage, 'dispute-03-dialog');

    await dialog.getByRole('button', { name: 'Send dispute' }).click();
    await memberPage.getByText('Dispute sent', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await card.getByRole('region', { name: 'Your dispute' }).getByText(/An admin will review it\.$/).waitFor();
    expect(await card.getByRole('button', { name: /^Dispute this resolution/ }).count()).toBe(0);
    await expectAccessibleWithinPhoneWidth(memberPage, 'dispute-04-card-disputed', { fullPage: true });
  });

  it('shows the admin the dispute at the top of the Questions tab, with its reason, and the count on the row', async () => {
    await adminPage.reload();
    const panel = adminPage.getByRole('region', { name: 'Disputed Resolutions (1)' });
    const entry = panel.getByRole('article', { name: question });
    await entry.getByText('1 open dispute', { exact: true }).waitFor();
    const reasons = entry.getByRole('list', { name: `Disputes of: ${question}` }).getByRole('listitem');
    expect(await reasons.textContent()).toBe(`@thandi · just now“${reason}”`);
    await adminPage.getByRole('listitem', { name: question }).getByText('1 open dispute', { exact: true }).waitFor();
    await expectAccessibleWithinPhoneWidth(adminPage, 'dispute-05-admin-panel');
    await photographAtEveryWidth(adminPage, 'dispute-06-admin-panel');
  });

  it('corrects the resolution to No through the dialog, which needs a new summary', async () => {
    const entry = adminPage.getByRole('region', { name: /^Disputed Resolutions/ }).getByRole('article', { name: question });
    await entry.getByRole('button', { name: `Correct resolution: ${question}` }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Correct resolution' });
    expect(await dialog.getByRole('radio', { name: 'No' }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Correct resolution' }).click();
    await dialog.getByText('Please write a resolution summary', { exact: true }).waitFor();
    await dialog.getByLabel('Corrected summary').fill(correctedSummary);
    await photographAtEveryWidth(adminPage, 'dispute-07-correct-dialog');
    await expectAccessibleWithinPhoneWidth(adminPage, 'dispute-08-correct-dialog');

    await dialog.getByRole('button', { name: 'Correct resolution' }).click();
    await adminPage.getByText('Resolution corrected', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await adminPage.getByRole('region', { name: /^Disputed Resolutions/ }).waitFor({ state: 'detached' });
    expect(await adminApi.call<OpenDisputesResponse>('GET', '/api/admin/disputes')).toEqual([]);
    await adminPage.getByRole('listitem', { name: question }).getByText('Correct answer: No').waitFor();
  });

  it("counts the member's answer correct and shows the corrected outcome on the card", async () => {
    await memberPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Profile/ }).click();
    await memberPage.getByRole('tab', { name: 'Stats' }).click();
    await memberPage.getByRole('heading', { name: thandi.name }).waitFor();
    await memberPage.getByRole('list', { name: 'Recent Predictions' }).getByRole('listitem').getByText(/^✓ Correct · \+\d+\.\d points$/).waitFor();
    // The figures are a read of their own, beside the list's: until it lands their tiles show a placeholder.
    await expect.poll(() => definitionOf(memberPage, 'Accuracy Rate')).toBe('100%');
    await expectAccessibleWithinPhoneWidth(memberPage, 'dispute-09-profile-after-correction', { fullPage: true });

    await memberPage.goto(`${stage.url}/predictions`);
    const card = memberPage.getByRole('article', { name: `${question}?` });
    await card.getByText('Answer: No', { exact: true }).waitFor();
    await card.getByText(/^Corrected on /).waitFor();
    await card.getByText(correctedSummary, { exact: true }).waitFor();
    await card.getByRole('region', { name: 'Your dispute' }).getByText(/and an admin corrected it\.$/).waitFor();
    await expectAccessibleWithinPhoneWidth(memberPage, 'dispute-10-card-corrected', { fullPage: true });
    await photographAtEveryWidth(memberPage, 'dispute-11-card-corrected', card.getByText(/^Corrected on /));
  });
});
