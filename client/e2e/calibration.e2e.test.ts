import type { NationalCalibration, TrackRecord } from '@iec-bets/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessibleAtEveryWidth } from './support/accessibility.js';
import { newPhonePage, PHONE, screenshot } from './support/browser.js';
import { signUpAdminOverHttp, signUpOverHttp } from './support/http-accounts.js';
import { publishQuestion, resolveQuestion } from './support/http-questions.js';
import type { HttpUser } from './support/http-user.js';
import { joinDialog, submitLogIn } from './support/join-dialog.js';
import { useFreshServerAndBrowser } from './support/stage.js';

/** The widths the page must hold at: the narrowest phone, the phone it is designed for, and a laptop. */
const WIDTHS = [320, PHONE.width, 1280];

/**
 * Four questions answered by four members and resolved (one of them corrected), and one left open: a visitor reads
 * how well the country called them on /calibration, from the footer, and is asked to sign in for their own record;
 * a member who signs in there sees their Brier score beside the crowd's on the questions they answered. Every figure
 * is the one the API gives; every state is photographed at 320, 390 and 1280 px and passes axe-core.
 */
describe('How well does South Africa predict?', () => {
  const stage = useFreshServerAndBrowser();
  let page: Page;
  let thandiApi: HttpUser;
  let thandiId: string;
  const thandi = { username: 'thandi', password: 'thandi password', name: 'Thandi Mokoena' };

  /** The whole page at each width, and the chart as the screen shows it there, to be looked at closely. */
  async function photographAtEveryWidth(name: string) {
    await expectAccessibleAtEveryWidth(page, name);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: PHONE.height });
      await page.getByRole('table').scrollIntoViewIfNeeded();
      await screenshot(page, `${name}-${width}-chart`);
    }
    await page.setViewportSize(PHONE);
    await page.evaluate(() => window.scrollTo(0, 0));
  }

  beforeAll(async () => {
    const admin = (await signUpAdminOverHttp(stage, { username: 'officer', password: 'officer password', name: 'Returning Officer' })).user;
    ({ user: thandiApi, id: thandiId } = await signUpOverHttp(stage.url, thandi));
    const others = await Promise.all(
      ['sipho', 'naledi', 'pieter'].map(async (username) => (await signUpOverHttp(stage.url, { username, password: `${username} password`, name: username })).user),
    );
    // Thandi's pick first, then the other three's: the crowd's final share is the four together.
    const questions: Array<{ text: string; picks: Array<'yes' | 'no'>; outcome: 'yes' | 'no' | null }> = [
      { text: 'Will the GNU pass the budget before April', picks: ['no', 'yes', 'yes', 'yes'], outcome: 'no' },
      { text: 'Will the IEC announce the by-election date this week', picks: ['yes', 'yes', 'yes', 'yes'], outcome: 'yes' },
      { text: 'Will turnout in Ward 12 pass 50%', picks: ['no', 'no', 'no', 'yes'], outcome: 'no' },
      { text: 'Will the mayor of Tshwane survive the motion', picks: ['yes', 'no', 'no', 'no'], outcome: 'no' },
      { text: 'Will the council adopt the new tariffs', picks: ['yes', 'no'], outcome: null },
    ];
    const voters = [thandiApi, ...others];
    for (const question of questions) {
      const id = await publishQuestion(admin, { text: question.text, context: null });
      for (const [index, optionId] of question.picks.entries()) await voters[index]!.call('POST', '/api/answers', { questionId: id, optionId });
      if (question.outcome === null) continue;
      if (question.text.includes('mayor')) {
        // Resolved wrongly at first, then corrected: only the corrected outcome counts.
        await resolveQuestion(admin, id, { correct: 'yes', summary: 'The motion failed.', proofUrl: null });
        await admin.call('PUT', `/api/admin/questions/${id}/correct-resolution`, {
          correctOptionId: 'no',
          resolutionSummary: 'The motion passed on a recount.',
          resolutionProofUrl: null,
        });
      } else {
        await resolveQuestion(admin, id, { correct: question.outcome, summary: 'As announced.', proofUrl: null });
      }
    }
    // Read once as the admin, so that the page below is served from read models that have every step.
    await admin.call('GET', '/api/calibration');
    page = await newPhonePage(stage.browser);
  });

  it("shows a visitor, from the footer, the nation's calibration and Brier score, and invites them to sign in", async () => {
    const national = await thandiApi.call<NationalCalibration>('GET', '/api/calibration');
    expect(national).toMatchObject({ resolvedQuestions: 4, yesOutcomes: 1 });
    // (0.75 − 0)², (1 − 1)², (0.25 − 0)² and (0.25 − 0)², averaged.
    expect(national.crowdBrier).toBeCloseTo(0.171875, 9);

    await page.goto(stage.url);
    await page.getByRole('contentinfo').getByRole('link', { name: 'How well SA predicts' }).click();
    await page.getByRole('heading', { level: 1, name: 'How well does South Africa predict?' }).waitFor();
    const table = page.getByRole('table', { name: 'How often Yes happened, by the share of South Africans who said Yes' });
    await table.waitFor();
    const row = (label: string) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });
    // Each row: its bin, how often Yes happened, and its count as shown and as a screen reader reads it.
    expect(await row('20–30%').textContent()).toBe('20–30%0%0 / 20 Yes of 2 questions');
    expect(await row('70–80%').textContent()).toBe('70–80%0%0 / 10 Yes of 1 question');
    expect(await row('90–100%').textContent()).toBe('90–100%100%1 / 11 Yes of 1 question');
    expect(await row('50–60%').textContent()).toBe('50–60%–0 / 00 Yes of 0 questions');
    const brier = page.getByRole('region', { name: "The crowd's Brier score" });
    await brier.getByText('0.17', { exact: true }).waitFor();
    await brier.getByText('over 4 resolved questions: better than always saying 50%').waitFor();
    const record = page.getByRole('region', { name: "Your record beside the crowd's" });
    await record.getByRole('button', { name: 'Log In' }).waitFor();
    await photographAtEveryWidth('cal-01-visitor');
  });

  it("shows a member who signs in there their Brier score beside the crowd's on the same questions", async () => {
    const mine = await thandiApi.call<TrackRecord>('GET', `/api/users/${thandiId}/track-record`);
    expect(mine).toMatchObject({ resolvedAnswers: 4, correctAnswers: 3, userBrier: 0.25 });
    expect(mine.crowdBrier).toBeCloseTo(0.171875, 9);

    const record = page.getByRole('region', { name: "Your record beside the crowd's" });
    await record.getByRole('button', { name: 'Log In' }).click();
    const dialog = joinDialog(page);
    await submitLogIn(dialog, thandi);
    await page.getByText('Welcome back!', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('heading', { level: 1, name: 'How well does South Africa predict?' }).waitFor();
    const tile = (label: string) => record.getByText(label, { exact: true }).locator('xpath=following-sibling::dd');
    expect(await tile('You').textContent()).toBe('0.25');
    // The crowd on Thandi's four: the same four questions as the nation's.
    expect(await tile('The crowd').textContent()).toBe('0.17');
    await record.getByText('The crowd did better on these questions.').waitFor();
    await record.getByText(/You were right on 3 of 4\./).waitFor();
    await photographAtEveryWidth('cal-02-member');
  });

  it('is linked from the leaderboard', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Leaders/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Leaderboard' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'How well does South Africa predict?' }).click();
    await page.getByRole('heading', { level: 1, name: 'How well does South Africa predict?' }).waitFor();
  });
});
