import type { ModerationQueue } from '@iec-bets/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessibleAtEveryWidth, expectAccessibleWithinPhoneWidth } from './support/accessibility.js';
import { newPhonePage } from './support/browser.js';
import { signUpAdminOverHttp, signUpOverHttp } from './support/http-accounts.js';
import { publishQuestion } from './support/http-questions.js';
import type { HttpUser } from './support/http-user.js';
import { logInThroughDialog } from './support/join-dialog.js';
import { useFreshServerAndBrowser } from './support/stage.js';

/**
 * A member reports another member's comment from the discussion; an admin, in another browser, finds it on the
 * dashboard's Moderation tab and removes it with a reason; the member then sees "Removed by a moderator" in its place,
 * and the question's history has the decision. Debian Chromium against `iec-bets start` on a fresh DATA_DIR; every
 * screen and dialog passes axe-core, fits the phone's width and is photographed at 390x844.
 */
describe('a reported comment, removed by an admin', () => {
  const stage = useFreshServerAndBrowser();
  let reporterPage: Page;
  let adminPage: Page;
  let adminApi: HttpUser;
  const editor = { username: 'editor', password: 'editor password', name: 'The Editor' };
  const naledi = { username: 'naledi', password: 'naledi password', name: 'Naledi Khumalo' };
  const sipho = { username: 'sipho', password: 'sipho password', name: 'Sipho Dlamini' };
  const question = 'Will the coalition in Tshwane hold until the budget vote';
  // Longer than the three lines the report and removal dialogs quote.
  const offending =
    'The councillor lives at 12 Church Street, go and tell him what you think. He walks past the corner shop every ' +
    'evening at six, and everyone on the street knows which house is his.';
  const reportDetails = "It gives a councillor's home address.";
  const removalReason = 'Shares a private home address';

  beforeAll(async () => {
    adminApi = (await signUpAdminOverHttp(stage, editor)).user;
    const questionId = await publishQuestion(adminApi, { text: question, context: null });
    // Both members have answered, so the discussion shows under the results.
    const author = (await signUpOverHttp(stage.url, sipho)).user;
    await author.call('POST', '/api/answers', { questionId, optionId: 'yes' });
    await author.call('POST', `/api/questions/${questionId}/comments`, { content: offending });
    const reporter = (await signUpOverHttp(stage.url, naledi)).user;
    await reporter.call('POST', '/api/answers', { questionId, optionId: 'no' });
    await reporter.call('POST', `/api/questions/${questionId}/comments`, { content: 'Leave people out of it, the vote is what matters.' });

    reporterPage = await newPhonePage(stage.browser);
    adminPage = await newPhonePage(stage.browser);
  });

  it("lets a member report someone else's comment, with details that 'Something else' needs", async () => {
    await reporterPage.goto(stage.url);
    await logInThroughDialog(reporterPage, naledi);
    const discussion = reporterPage.getByRole('region', { name: 'Discussion', exact: true });
    await discussion.getByText(offending).waitFor();
    // Their own comment has Delete, not Report.
    expect(await discussion.getByRole('button', { name: /^Report comment by/ }).count()).toBe(1);
    await expectAccessibleWithinPhoneWidth(reporterPage, 'mod-01-discussion-with-report', { fullPage: true });

    await discussion.getByRole('button', { name: 'Report comment by Sipho Dlamini' }).click();
    const dialog = reporterPage.getByRole('dialog', { name: 'Report comment' });
    // The quote ends on whole lines: none shows cut through below the last.
    const cutLines = await dialog.locator('blockquote').evaluate((quote) => {
      const shownTo = quote.getBoundingClientRect().bottom - parseFloat(getComputedStyle(quote).borderBottomWidth);
      const text = document.createRange();
      text.selectNodeContents(quote);
      return Array.from(text.getClientRects()).filter((line) => line.top < shownTo - 0.5 && line.bottom > shownTo + 0.5).length;
    });
    expect(cutLines).toBe(0);
    await dialog.getByRole('radio', { name: 'Something else' }).check();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.getByText('Please say what is wrong with this comment', { exact: true }).waitFor();
    await expectAccessibleWithinPhoneWidth(reporterPage, 'mod-02-report-needs-details');

    await dialog.getByLabel('Details').fill(reportDetails);
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await reporterPage.getByText('Report sent', { exact: true }).waitFor();
    await reporterPage.getByText('Thank you. A moderator will look at this comment.', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await discussion.getByText('Reported', { exact: true }).waitFor();
  });

  it('shows the admin the report on the Moderation tab, with its count beside the tab name', async () => {
    await adminPage.goto(stage.url);
    await logInThroughDialog(adminPage, editor);
    await adminPage.goto(`${stage.url}/newadmin`);
    await adminPage.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    const tab = adminPage.getByRole('tab', { name: 'Moderation, 1 waiting', exact: true });
    await tab.click();
    await adminPage.getByRole('tabpanel', { name: 'Moderation' }).waitFor();

    const entry = adminPage.getByRole('article', { name: 'Comment by Sipho Dlamini' });
    await entry.getByText(`On “${question}?”`).waitFor();
    await entry.getByText(offending).waitFor();
    await entry.getByText('@sipho', { exact: true }).waitFor();
    await entry.getByRole('heading', { name: '1 report' }).waitFor();
    const report = entry.getByRole('list', { name: 'Reports of the comment by Sipho Dlamini' }).getByRole('listitem');
    expect(await report.textContent()).toBe(`Something else @naledi · just now“${reportDetails}”`);
    await expectAccessibleWithinPhoneWidth(adminPage, 'mod-03-moderation-tab', { fullPage: true });
  });

  it('removes the comment once the admin gives a reason', async () => {
    const entry = adminPage.getByRole('article', { name: 'Comment by Sipho Dlamini' });
    await entry.getByRole('button', { name: 'Remove comment by Sipho Dlamini' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Remove comment' });
    await dialog.getByRole('button', { name: 'Remove comment' }).click();
    await dialog.getByText('Please give a reason for removing this comment (at least 3 characters)', { exact: true }).waitFor();
    await expectAccessibleAtEveryWidth(adminPage, 'mod-04-remove-dialog');

    await dialog.getByLabel('Reason for removal').fill(removalReason);
    await dialog.getByRole('button', { name: 'Remove comment' }).click();
    await adminPage.getByText('Comment removed', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await adminPage.getByText('No reported comments. Reports from users will appear here.', { exact: true }).waitFor();
    await adminPage.getByRole('tab', { name: 'Moderation', exact: true }).waitFor();
    expect(await adminApi.call<ModerationQueue>('GET', '/api/admin/moderation/reports')).toEqual({ waiting: 0, comments: [] });
    await expectAccessibleWithinPhoneWidth(adminPage, 'mod-05-moderation-empty');
  });

  it("shows the member 'Removed by a moderator' in the comment's place, with nothing to report", async () => {
    await reporterPage.reload();
    const discussion = reporterPage.getByRole('region', { name: 'Discussion', exact: true });
    await discussion.getByText('Removed by a moderator', { exact: true }).waitFor();
    await discussion.getByText('Leave people out of it, the vote is what matters.').waitFor();
    expect(await discussion.getByText(offending).count()).toBe(0);
    expect(await discussion.getByRole('button', { name: /^Report comment by/ }).count()).toBe(0);
    await expectAccessibleWithinPhoneWidth(reporterPage, 'mod-06-discussion-removed', { fullPage: true });
  });

  it("records the removal, its reason and the comment it took down in the question's history", async () => {
    await adminPage.getByRole('tab', { name: 'Questions' }).click();
    const row = adminPage.getByRole('listitem', { name: question });
    await row.getByRole('button', { name: `History: ${question}` }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Question History' });
    const steps = dialog.getByRole('list', { name: 'Question history' }).getByRole('listitem');
    await steps.nth(2).waitFor();
    const last = steps.last();
    await last.getByRole('heading', { name: 'A comment was removed by a moderator' }).waitFor();
    expect(await last.textContent()).toContain(`Reason: ${removalReason}`);
    expect(await last.textContent()).toContain('by editor');
    // What was taken down, and whose it was, which the discussion no longer shows.
    expect(await last.textContent()).toContain(`Comment by: ${sipho.username} (`);
    expect(await last.textContent()).toContain(`It said: “${offending}”`);
    await expectAccessibleWithinPhoneWidth(adminPage, 'mod-07-history');
  });
});
