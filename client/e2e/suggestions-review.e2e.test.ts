import type { AdminUsersResponse, MediaPrediction, Official } from '@iec-bets/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessibleWithinPhoneWidth } from './support/accessibility.js';
import { newPhonePage } from './support/browser.js';
import { signUpAdminOverHttp, signUpOverHttp } from './support/http-accounts.js';
import { publishQuestion } from './support/http-questions.js';
import type { HttpUser } from './support/http-user.js';
import { logInThroughDialog } from './support/join-dialog.js';
import { useFreshServerAndBrowser } from './support/stage.js';

/**
 * A member suggests a question from /vote and follows it on /my-suggestions while an admin, in another browser,
 * reviews it on the dashboard's Suggestions tab; the admin also grants admin rights on the Users tab and fills the
 * research hub on the Manage tab. Debian Chromium against `iec-bets start` on a fresh DATA_DIR; every screen and
 * dialog passes axe-core without a serious or critical violation and is photographed at 390x844.
 */
describe('a suggestion from a member, reviewed by an admin', () => {
  const stage = useFreshServerAndBrowser();
  let member: Page;
  let admin: Page;
  let adminApi: HttpUser;
  const editor = { username: 'editor', password: 'editor password', name: 'The Editor' };
  const naledi = { username: 'naledi', password: 'naledi password', name: 'Naledi Khumalo' };
  const today = 'Will the by-election in Ward 12 go to a second count';
  const suggestion = 'Will the IEC register more than 28 million voters before the 2026 local elections?';

  async function openAdminTab(name: string) {
    await admin.getByRole('tab', { name }).click();
    await admin.getByRole('tabpanel', { name }).waitFor();
  }

  beforeAll(async () => {
    adminApi = (await signUpAdminOverHttp(stage, editor)).user;
    await publishQuestion(adminApi, { text: today, context: null });
    await signUpOverHttp(stage.url, naledi);
    await signUpOverHttp(stage.url, { username: 'sipho', password: 'sipho password', name: 'Sipho Dlamini' });

    // Two browser contexts: two people with their own session cookies.
    member = await newPhonePage(stage.browser);
    admin = await newPhonePage(stage.browser);
  });

  it('lets a member open the suggestion dialog on /vote and tells them a title that is too short', async () => {
    await member.goto(stage.url);
    await logInThroughDialog(member, naledi);
    await member.goto(`${stage.url}/vote`);
    await member.getByRole('heading', { level: 1, name: "Today's Questions (1)" }).waitFor();
    await member.getByRole('heading', { name: `${today}?` }).waitFor();
    await expectAccessibleWithinPhoneWidth(member, 'sr-01-vote-with-suggest');

    await member.getByRole('button', { name: 'Suggest a Question' }).click();
    const dialog = member.getByRole('dialog', { name: 'Suggest a Question' });
    await dialog.getByLabel('Question').fill('IEC 2026?');
    await dialog.getByRole('button', { name: 'Submit Suggestion' }).click();
    await dialog.getByText('Question must be at least 10 characters', { exact: true }).waitFor();
    await expectAccessibleWithinPhoneWidth(member, 'sr-02-suggest-too-short');
  });

  it("suggests the question, says 'Question Suggested!' and lists it as pending on /my-suggestions", async () => {
    const dialog = member.getByRole('dialog', { name: 'Suggest a Question' });
    await dialog.getByLabel('Question').fill(suggestion);
    await dialog.getByLabel('Description (optional)').fill('Registration weekends are planned for early 2026.');
    await dialog.getByRole('button', { name: 'Submit Suggestion' }).click();
    await member.getByText('Question Suggested!', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });

    await member.getByRole('link', { name: 'My Suggestions' }).click();
    await member.waitForURL(`${stage.url}/my-suggestions`);
    const card = member.getByRole('article', { name: suggestion });
    await card.getByText('Pending', { exact: true }).waitFor();
    await card.getByText('Submitted just now').waitFor();
    await card.getByText('Registration weekends are planned for early 2026.').waitFor();
    await expectAccessibleWithinPhoneWidth(member, 'sr-03-my-suggestions-pending');
  });

  it('lets an admin in another browser review it: a status is needed, then approved with notes', async () => {
    await admin.goto(stage.url);
    await logInThroughDialog(admin, editor);
    await admin.goto(`${stage.url}/newadmin`);
    await admin.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    await openAdminTab('Suggestions');
    const card = admin.getByRole('article', { name: suggestion });
    await card.getByText('By Naledi Khumalo (@naledi)', { exact: false }).waitFor();
    await card.getByText('Pending', { exact: true }).waitFor();
    await expectAccessibleWithinPhoneWidth(admin, 'sr-04-admin-suggestions', { fullPage: true });

    await card.getByRole('button', { name: `Review: ${suggestion}` }).click();
    const dialog = admin.getByRole('dialog', { name: 'Review Suggestion' });
    await dialog.getByLabel('Admin notes (optional)').fill('Good one: we will ask it in January.');
    await dialog.getByRole('button', { name: 'Save Review' }).click();
    await dialog.getByText('Please select a status', { exact: true }).waitFor();
    await expectAccessibleWithinPhoneWidth(admin, 'sr-05-review-dialog');

    await dialog.getByLabel('Status').selectOption('approved');
    await dialog.getByRole('button', { name: 'Save Review' }).click();
    await admin.getByText('Suggestion Updated', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await card.getByText('Approved', { exact: true }).waitFor();
    await card.getByText('Good one: we will ask it in January.').waitFor();
  });

  it('shows the member Approved and the notes after a reload', async () => {
    await member.reload();
    const card = member.getByRole('article', { name: suggestion });
    await card.getByText('Approved', { exact: true }).waitFor();
    await card.getByText('Good one: we will ask it in January.').waitFor();
    await card.getByText('Updated just now').waitFor();
    await expectAccessibleWithinPhoneWidth(member, 'sr-06-my-suggestions-approved');
  });

  it('lets the admin draft a question from it, which the member then sees marked used, with the notes kept', async () => {
    await openAdminTab('Suggestions');
    const card = admin.getByRole('article', { name: suggestion });
    await card.getByRole('button', { name: `Draft a question from: ${suggestion}` }).click();
    await admin.getByRole('tabpanel', { name: 'Questions' }).waitFor();
    expect(admin.url()).toBe(`${stage.url}/newadmin`);
    const form = admin.getByRole('region', { name: 'Create a Question' });
    await form.getByText('From the suggestion by @naledi, marked used once the draft is created.').waitFor();
    expect(await form.getByLabel('Question').inputValue()).toBe(suggestion);
    expect(await form.getByLabel('Context (optional)').inputValue()).toBe('Registration weekends are planned for early 2026.');
    await expectAccessibleWithinPhoneWidth(admin, 'sr-06b-draft-from-suggestion');

    await form.getByLabel('Question').fill('Will the IEC register more than 28 million voters before the 2026 local elections');
    await form.getByRole('button', { name: 'Create Draft' }).click();
    await admin.getByText('Question created as draft', { exact: true }).waitFor();
    await admin.getByRole('region', { name: /^Drafts/ }).getByText('Will the IEC register more than 28 million voters', { exact: false }).waitFor();

    await member.reload();
    const mine = member.getByRole('article', { name: suggestion });
    await mine.getByText('Used', { exact: true }).waitFor();
    await mine.getByText('Good one: we will ask it in January.').waitFor();
  });

  it('finds a member on the Users tab and makes them an admin once confirmed', async () => {
    await openAdminTab('Users');
    await admin.getByLabel('Search by name or username').fill('sip');
    await admin.getByText('1 user matching "sip"').waitFor();
    const row = admin.getByRole('article', { name: 'Sipho Dlamini' });
    expect(await row.getByText('Admin', { exact: true }).count()).toBe(0);
    await expectAccessibleWithinPhoneWidth(admin, 'sr-07-admin-users-search');

    await row.getByRole('button', { name: 'Make admin: Sipho Dlamini' }).click();
    const confirm = admin.getByRole('alertdialog', { name: 'Make Sipho Dlamini an admin?' });
    await confirm.waitFor();
    await expectAccessibleWithinPhoneWidth(admin, 'sr-08-grant-admin-confirm');
    await confirm.getByRole('button', { name: 'Make Admin' }).click();
    await admin.getByText('Admin Rights Granted', { exact: true }).waitFor();
    await row.getByText('Admin', { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Revoke admin: Sipho Dlamini' }).waitFor();

    const page = await adminApi.call<AdminUsersResponse>('GET', '/api/admin/users?search=sipho');
    expect(page.users.map((user) => [user.username, user.isAdmin])).toEqual([['sipho', true]]);
  });

  it('adds an official with a tag and a media prediction on the Manage tab, which the research hub then lists', async () => {
    await openAdminTab('Manage');
    await admin.getByText('No officials yet').waitFor();
    await admin.getByRole('article', { name: today }).getByText('No tags').waitFor();
    await expectAccessibleWithinPhoneWidth(admin, 'sr-09-manage', { fullPage: true });

    await admin.getByRole('button', { name: 'Add Official' }).click();
    const officialDialog = admin.getByRole('dialog', { name: 'Add Official' });
    await officialDialog.getByRole('button', { name: 'Add Official' }).click();
    await officialDialog.getByText("Please enter the official's name", { exact: true }).waitFor();
    await expectAccessibleWithinPhoneWidth(admin, 'sr-10-add-official');
    await officialDialog.getByLabel('Name').fill('Demo Chief Electoral Officer');
    await officialDialog.getByLabel('Title or office').fill('Electoral Commission of South Africa');
    await officialDialog.getByLabel('Tags (comma-separated)').fill('Local Elections, voter registration');
    await officialDialog.getByRole('button', { name: 'Add Official' }).click();
    await admin.getByText('Official Added', { exact: true }).waitFor();
    await officialDialog.waitFor({ state: 'detached' });
    const official = admin.getByRole('article', { name: 'Demo Chief Electoral Officer' });
    await official.getByText('local elections', { exact: true }).waitFor();

    await admin.getByRole('button', { name: 'Add Prediction' }).click();
    const predictionDialog = admin.getByRole('dialog', { name: 'Add Prediction' });
    await predictionDialog.getByLabel('Statement').fill('Turnout in the 2026 local elections will fall below 45%');
    await predictionDialog.getByLabel('Prediction').fill('About 42%');
    await predictionDialog.getByLabel('Confidence (%)').fill('150');
    await predictionDialog.getByLabel('Source title').fill('Demo Weekly Politics Podcast');
    await predictionDialog.getByLabel('Source date').fill('2026-11-15');
    await predictionDialog.getByLabel('Source link').fill('https://example.org/podcast/12');
    await predictionDialog.getByLabel('Tags (comma-separated)').fill('local elections');
    await predictionDialog.getByRole('button', { name: 'Add Prediction' }).click();
    await predictionDialog.getByText('Confidence is a whole percentage from 0 to 100', { exact: true }).waitFor();
    await expectAccessibleWithinPhoneWidth(admin, 'sr-11-add-prediction');
    await predictionDialog.getByLabel('Confidence (%)').fill('60');
    await predictionDialog.getByRole('button', { name: 'Add Prediction' }).click();
    await admin.getByText('Prediction Added', { exact: true }).waitFor();
    await predictionDialog.waitFor({ state: 'detached' });
    await admin.getByRole('article', { name: 'Turnout in the 2026 local elections will fall below 45%' }).getByText('About 42% (60% confident)').waitFor();
    await expectAccessibleWithinPhoneWidth(admin, 'sr-12-manage-filled', { fullPage: true });

    const officials = await adminApi.call<Official[]>('GET', '/api/officials');
    expect(officials.map((entry) => [entry.name, entry.tags])).toEqual([['Demo Chief Electoral Officer', ['local elections', 'voter registration']]]);
    const predictions = await adminApi.call<MediaPrediction[]>('GET', '/api/tags/local%20elections/predictions');
    expect(predictions.map((entry) => [entry.sourceTitle, entry.confidence])).toEqual([['Demo Weekly Politics Podcast', 60]]);
  });

  it("tags today's question on the Manage tab, so its topic lists it", async () => {
    const question = admin.getByRole('article', { name: today });
    await question.getByRole('button', { name: `Edit tags: ${today}` }).click();
    const dialog = admin.getByRole('dialog', { name: 'Edit Question Tags' });
    await dialog.getByLabel('Tags (comma-separated)').fill('Local Elections, by-elections');
    await expectAccessibleWithinPhoneWidth(admin, 'sr-12b-edit-question-tags');
    await dialog.getByRole('button', { name: 'Save Tags' }).click();
    await admin.getByText('Tags Saved', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await question.getByText('by-elections', { exact: true }).waitFor();

    expect(await adminApi.call<string[]>('GET', '/api/tags')).toEqual(['by-elections', 'local elections', 'voter registration']);
    const topic = await adminApi.call<Array<{ text: string }>>('GET', '/api/tags/local%20elections/questions');
    expect(topic.map((entry) => entry.text)).toEqual([today]);
  });

  it('deletes the suggestion once confirmed, and the member then has none', async () => {
    await openAdminTab('Suggestions');
    const card = admin.getByRole('article', { name: suggestion });
    await card.getByRole('button', { name: `Delete: ${suggestion}` }).click();
    const confirm = admin.getByRole('alertdialog', { name: 'Delete this suggestion?' });
    await confirm.waitFor();
    await expectAccessibleWithinPhoneWidth(admin, 'sr-13-delete-suggestion-confirm');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await admin.getByText('Suggestion Deleted', { exact: true }).waitFor();
    await card.waitFor({ state: 'detached' });

    await member.reload();
    await member.getByRole('heading', { name: 'No suggestions yet' }).waitFor();
    await expectAccessibleWithinPhoneWidth(member, 'sr-14-my-suggestions-empty');
  });
});
