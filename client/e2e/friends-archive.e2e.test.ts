import { LIST_PAGE } from '@iec-bets/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessibleWithinPhoneWidth } from './support/accessibility.js';
import { newPhonePage } from './support/browser.js';
import { signUpAdminOverHttp, signUpOverHttp } from './support/http-accounts.js';
import { publishQuestion } from './support/http-questions.js';
import type { HttpUser } from './support/http-user.js';
import { logInThroughDialog } from './support/join-dialog.js';
import { minutesAgoToday } from './support/south-african-day.js';
import { useFreshServerAndBrowser } from './support/stage.js';

/**
 * A friend's call on an older question is part of the record two friends argue about. With one question more than a
 * page of the feed, the oldest is only on the second page: the Friends tab says nothing came from friends lately, and
 * reaches it with "Show older questions", read from the real server's friends' activity on that page. The questions
 * are an election day's, minutes apart: a question takes answers on its own day only, so the friend's call is made
 * on it, before the newer ones are asked.
 */
describe("Friends' predictions on older questions", () => {
  const stage = useFreshServerAndBrowser();
  let page: Page;
  let sipho: HttpUser;
  const thandi = { username: 'thandi', password: 'thandi password', name: 'Thandi Mokoena' };
  const oldest = 'Will the Ward 12 by-election be held before the winter recess';

  beforeAll(async () => {
    const admin = (await signUpAdminOverHttp(stage, { username: 'officer', password: 'officer password', name: 'Returning Officer' })).user;
    const member = (await signUpOverHttp(stage.url, thandi)).user;
    sipho = (await signUpOverHttp(stage.url, { username: 'sipho', password: 'sipho password', name: 'Sipho Dlamini' })).user;
    const request = await member.call<{ id: string }>('POST', '/api/friendships', { friendUsername: 'sipho' });
    await sipho.call('PUT', `/api/friend-requests/${request.id}/accept`);
    // A page of questions and one more, minutes apart: the oldest is the one the newest page leaves out.
    const oldestId = await publishQuestion(admin, { text: oldest, context: null, date: minutesAgoToday(LIST_PAGE + 1, LIST_PAGE + 1) });
    await sipho.call('POST', '/api/answers', { questionId: oldestId, optionId: 'no' });
    for (let minutesAgo = LIST_PAGE; minutesAgo >= 1; minutesAgo--) {
      await publishQuestion(admin, { text: `Will council motion ${minutesAgo} pass`, context: null, date: minutesAgoToday(minutesAgo, LIST_PAGE + 1) });
    }
    await sipho.call('POST', `/api/questions/${oldestId}/comments`, { content: 'It slipped to spring, as I said.' });
    // Read once as Sipho, so that the page below is served from read models that have his comment.
    await sipho.call('GET', `/api/questions/${oldestId}/comments`);
    page = await newPhonePage(stage.browser);
    await page.goto(stage.url);
    await logInThroughDialog(page, thandi);
  });

  it('says nothing came from friends lately, then shows the older page with the friend’s call and words', async () => {
    await page.goto(`${stage.url}/predictions`);
    await page.getByRole('tab', { name: 'Friends (1)' }).click();
    await page.getByRole('heading', { name: 'Nothing From Friends Lately' }).waitFor();
    await page.getByText(`Your friends have not predicted or commented on the latest ${LIST_PAGE} election questions.`).waitFor();
    await expectAccessibleWithinPhoneWidth(page, 'friends-archive-lately');

    await page.getByRole('button', { name: 'Show older questions' }).click();
    const card = page.getByRole('article', { name: `${oldest}?` });
    await card.getByRole('region', { name: 'Friend Predictions' }).getByText('Sipho Dlamini').waitFor();
    expect(await card.getByRole('region', { name: 'Friend Predictions' }).textContent()).toContain('Sipho Dlamini predicted No');
    await card.getByRole('region', { name: "Friends' Discussion" }).getByText('It slipped to spring, as I said.').waitFor();
    // The second page was not full: nothing older, so nothing more to ask for, and the archive says so.
    await page.getByRole('button', { name: /older questions/ }).waitFor({ state: 'detached' });
    await page.getByText('No older questions.').waitFor();
    expect(await page.getByRole('article').count()).toBe(1);
    await card.scrollIntoViewIfNeeded();
    await expectAccessibleWithinPhoneWidth(page, 'friends-archive-older', { fullPage: true });
  });
});
