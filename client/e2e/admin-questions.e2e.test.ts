import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessibleWithinPhoneWidth } from './support/accessibility.js';
import { newPhonePage, PHONE } from './support/browser.js';
import { signUpAdminOverHttp, signUpOverHttp } from './support/http-accounts.js';
import { createDraftQuestion } from './support/http-questions.js';
import { logInThroughDialog } from './support/join-dialog.js';
import { openFromMoreMenu } from './support/more-menu.js';
import { useFreshServerAndBrowser } from './support/stage.js';

/**
 * An admin runs a question's whole life from the dashboard (create, publish, resolve, history, archive, delete)
 * while a member, in a second browser, sees the question arrive over /ws without reloading and answers it. Then the
 * Analytics tab shows the day's figures. Every screen and dialog passes axe-core, fits the phone's width and is
 * photographed at 390x844.
 */
describe('an admin runs a question from draft to archive while a member answers it', () => {
  const stage = useFreshServerAndBrowser();
  let adminPage: Page;
  let memberPage: Page;
  let adminId: string;
  const editor = { username: 'editor', password: 'editor password', name: 'The Editor' };
  const lerato = { username: 'lerato', password: 'member password', name: 'Lerato Molefe' };
  const question = 'Will the IEC certify the by-election results by Friday';
  const spareDraft = 'Will the mayor of Tshwane survive the motion of no confidence';

  const row = (text: string) => adminPage.getByRole('listitem', { name: text });

  beforeAll(async () => {
    const admin = await signUpAdminOverHttp(stage, editor);
    adminId = admin.id;
    // A second draft, made over HTTP, for the admin to delete from the dashboard.
    await createDraftQuestion(admin.user, { text: spareDraft, context: null });
    await signUpOverHttp(stage.url, lerato);

    adminPage = await newPhonePage(stage.browser);
    memberPage = await newPhonePage(stage.browser);
  });

  it('denies a member the dashboard, and shows them that there is no question today', async () => {
    await memberPage.goto(stage.url);
    await logInThroughDialog(memberPage, lerato);
    await memberPage.goto(`${stage.url}/newadmin`);
    await memberPage.getByRole('heading', { level: 1, name: 'Access Denied' }).waitFor();
    await memberPage.getByText('You need admin rights to see this page.').waitFor();
    await expectAccessibleWithinPhoneWidth(memberPage, 'admin-01-access-denied');

    await memberPage.getByRole('link', { name: 'IEC Bets home' }).click();
    await memberPage.getByRole('heading', { name: 'No Questions Today' }).waitFor();
    await expectAccessibleWithinPhoneWidth(memberPage, 'admin-02-member-no-question');
  });

  it('lets the admin create a draft with the form, after asking for the required fields', async () => {
    await adminPage.goto(stage.url);
    await logInThroughDialog(adminPage, editor);
    // An admin's seven items do not fit a phone's bar: Admin waits under More.
    await openFromMoreMenu(adminPage, /Admin/, adminPage.getByRole('heading', { level: 1, name: 'Admin Dashboard' }));
    expect(await adminPage.getByRole('tab', { name: 'Questions' }).getAttribute('aria-selected')).toBe('true');
    await row(spareDraft).waitFor();
    await expectAccessibleWithinPhoneWidth(adminPage, 'admin-03-questions-tab', { fullPage: true });

    const form = adminPage.getByRole('region', { name: 'Create a Question' });
    await form.getByRole('button', { name: 'Create Draft' }).click();
    await form.getByText('Please fill in all required fields').waitFor();
    await expectAccessibleWithinPhoneWidth(adminPage, 'admin-04-form-required');

    await form.getByLabel('Question').fill(question);
    await form.getByLabel('Context (optional)').fill('Voters in three wards went to the polls on Wednesday.');
    expect(await form.getByLabel('Time (SAST)').inputValue()).toBe('13:00');
    await form.getByRole('button', { name: 'Create Draft' }).click();
    await adminPage.getByText('Question created as draft', { exact: true }).waitFor();
    const drafts = adminPage.getByRole('region', { name: 'Drafts (2)' });
    await drafts.getByRole('listitem', { name: question }).waitFor();
    expect(await form.getByLabel('Question').inputValue()).toBe('');
    await expectAccessibleWithinPhoneWidth(adminPage, 'admin-05-draft-created');
  });

  it('edits the draft before publishing it: the dialog opens on the draft, and the row shows the edit', async () => {
    await row(question).getByRole('button', { name: `Edit: ${question}` }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Edit Draft' });
    expect(await dialog.getByLabel('Question').inputValue()).toBe(question);
    const context = dialog.getByLabel('Context (optional)');
    expect(await context.inputValue()).toBe('Voters in three wards went to the polls on Wednesday.');
    await context.fill('Voters in three Tshwane wards went to the polls on Wednesday.');
    await expectAccessibleWithinPhoneWidth(adminPage, 'admin-05b-edit-draft');
    await dialog.getByRole('button', { name: 'Save Draft' }).click();
    await adminPage.getByText('Draft updated', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await row(question).getByText('Voters in three Tshwane wards went to the polls on Wednesday.').waitFor();
  });

  it("publishes it, and the member's open page shows it without a reload; the member answers", async () => {
    await row(question).getByRole('button', { name: `Publish: ${question}` }).click();
    const confirmation = adminPage.getByRole('alertdialog', { name: 'Publish this question?' });
    await confirmation.getByText(`“${question}?” goes live now`).waitFor();
    await confirmation.getByRole('button', { name: 'Publish' }).click();
    await adminPage.getByText('Alerts go out by browser notification only: email and WhatsApp are not set up on this server.', { exact: true }).waitFor();
    await adminPage.getByText('Question published!', { exact: true }).waitFor();
    await adminPage.getByRole('region', { name: 'Published Questions (1)' }).getByRole('listitem', { name: question }).waitFor();
    await expectAccessibleWithinPhoneWidth(adminPage, 'admin-06-published');

    // Well before the 60 s poll of today's questions: the /ws message brought it.
    await memberPage.getByRole('heading', { name: `${question}?` }).waitFor({ timeout: 10_000 });
    await memberPage.getByRole('button', { name: /^YES/ }).click();
    await memberPage.getByRole('button', { name: '[ SUBMIT PREDICTION ]' }).click();
    await memberPage.getByRole('heading', { name: 'Vote Recorded!' }).waitFor();
    await expectAccessibleWithinPhoneWidth(memberPage, 'admin-07-member-voted');
  });

  it('resolves it through the dialog, which first asks for a summary', async () => {
    await adminPage.reload();
    await row(question).getByText('1 vote · 0 comments').waitFor();
    await row(question).getByRole('button', { name: `Resolve: ${question}` }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Resolve Question' });
    await dialog.getByRole('radio', { name: 'Yes' }).check();
    await dialog.getByRole('button', { name: 'Resolve Question' }).click();
    await dialog.getByText('Please write a resolution summary').waitFor();
    await expectAccessibleWithinPhoneWidth(adminPage, 'admin-08-resolve-dialog');

    await dialog.getByLabel('Resolution summary').fill('The IEC certified all three wards on Thursday.');
    await dialog.getByLabel('Proof link (optional)').fill('https://www.elections.org.za/');
    await dialog.getByRole('button', { name: 'Resolve Question' }).click();
    await adminPage.getByText('Question resolved successfully', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await row(question).getByText('Resolved', { exact: true }).waitFor();
    expect(await row(question).getByRole('button', { name: `Resolve: ${question}` }).count()).toBe(0);
  });

  it('shows the history: created, edited, published and resolved, by whom and when', async () => {
    await row(question).getByRole('button', { name: `History: ${question}` }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Question History' });
    const steps = dialog.getByRole('list', { name: 'Question history' }).getByRole('listitem');
    await steps.nth(3).waitFor();
    const texts = await steps.allTextContents();
    expect(texts.map((text) => text.split(/\d/)[0])).toEqual(['Drafted', 'Draft edited', 'Published', 'Resolved: Yes']);
    for (const text of texts) expect(text).toContain(`by editor (${adminId.slice(-8)})`);
    expect(texts[3]).toContain('The IEC certified all three wards on Thursday.');
    await expectAccessibleWithinPhoneWidth(adminPage, 'admin-09-history');

    // On a small phone the steps scroll under the title, the question and the close button, which stay in view.
    await adminPage.setViewportSize({ width: 320, height: 568 });
    try {
      const stepsRegion = dialog.getByRole('region', { name: 'History steps' });
      await stepsRegion.evaluate((region) => region.scrollTo(0, region.scrollHeight));
      expect(await stepsRegion.evaluate((region) => region.scrollTop)).toBeGreaterThan(0);
      await steps.nth(3).getByText('The IEC certified all three wards on Thursday.').waitFor();
      for (const fixed of [dialog.getByRole('heading', { name: 'Question History' }), dialog.getByText(`${question}?`), dialog.getByRole('button', { name: 'Close' })]) {
        const box = await fixed.boundingBox();
        expect(box!.y).toBeGreaterThan(0);
        expect(box!.y + box!.height).toBeLessThan(568);
      }
      // On a phone on its side the title and question would leave the steps no room: the whole dialog scrolls instead.
      await adminPage.setViewportSize({ width: 568, height: 320 });
      await dialog.evaluate((panel) => panel.scrollTo(0, panel.scrollHeight));
      const lastStep = await steps.nth(3).getByText('The IEC certified all three wards on Thursday.').boundingBox();
      expect(lastStep!.y).toBeGreaterThan(0);
      expect(lastStep!.y + lastStep!.height).toBeLessThan(320);
    } finally {
      await adminPage.setViewportSize(PHONE);
    }
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('archives it after the confirmation, and then offers no archive button', async () => {
    await row(question).getByRole('button', { name: `Archive: ${question}` }).click();
    const prompt = adminPage.getByRole('alertdialog', { name: 'Archive this question?' });
    await prompt.waitFor();
    await expectAccessibleWithinPhoneWidth(adminPage, 'admin-10-archive-confirm');
    await prompt.getByRole('button', { name: 'Archive' }).click();
    await adminPage.getByText('Question archived successfully', { exact: true }).waitFor();
    await row(question).getByText('Archived', { exact: true }).waitFor();
    expect(await row(question).getByRole('button', { name: `Archive: ${question}` }).count()).toBe(0);
  });

  it('deletes the other draft permanently after the confirmation', async () => {
    await row(spareDraft).getByRole('button', { name: `Delete: ${spareDraft}` }).click();
    const prompt = adminPage.getByRole('alertdialog', { name: 'Delete this question permanently?' });
    await prompt.waitFor();
    await expectAccessibleWithinPhoneWidth(adminPage, 'admin-11-delete-confirm');
    await prompt.getByRole('button', { name: 'Delete Permanently' }).click();
    await adminPage.getByText('Question deleted permanently', { exact: true }).waitFor();
    await row(spareDraft).waitFor({ state: 'detached' });
    await adminPage.getByRole('region', { name: 'Drafts (0)' }).getByText('No drafts. A question you create waits here until you publish it.').waitFor();
    await expectAccessibleWithinPhoneWidth(adminPage, 'admin-12-after-delete', { fullPage: true });
  });

  it('finds the deleted draft among the deleted questions, and its whole history, without its id', async () => {
    const deleted = adminPage.getByRole('region', { name: 'Deleted Questions' });
    await deleted.getByRole('button', { name: 'Show deleted questions' }).click();
    const gone = deleted.getByRole('listitem', { name: spareDraft });
    await gone.getByText('Deleted as a draft · 0 votes').waitFor();
    await expectAccessibleWithinPhoneWidth(adminPage, 'admin-12b-deleted-questions', { fullPage: true });
    await gone.getByRole('button', { name: `History: ${spareDraft}` }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Question History' });
    const steps = dialog.getByRole('list', { name: 'Question history' }).getByRole('listitem');
    await steps.nth(1).waitFor();
    expect((await steps.allTextContents()).map((text) => text.split(/\d/)[0])).toEqual(['Drafted', 'Deleted']);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    // Closed again, so that the rows the journey looks for by name are the live questions' alone.
    await deleted.getByRole('button', { name: 'Hide deleted questions' }).click();
  });

  it("shows the day's figures and charts on the Analytics tab", async () => {
    await adminPage.getByRole('tab', { name: 'Analytics' }).click();
    const participation = adminPage.getByRole('figure', { name: 'Participation' });
    await participation.waitFor();
    expect(await participation.locator('.recharts-wrapper').count()).toBe(1);
    await participation.locator('.recharts-bar-rectangle').first().waitFor();
    await participation.getByText(/1 answer in all/).waitFor();
    const accuracy = adminPage.getByRole('figure', { name: 'Accuracy Over Time' });
    await accuracy.getByText('100% of 1 resolved answer was right, over 1 day with resolutions.').waitFor();
    expect(await adminPage.getByText('Answers', { exact: true }).locator('xpath=following-sibling::dd').textContent()).toBe('1');
    await expectAccessibleWithinPhoneWidth(adminPage, 'admin-13-analytics', { fullPage: true });
  });
});
