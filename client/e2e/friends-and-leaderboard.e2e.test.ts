import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility.js';
import { newPhoneContext, PHONE } from './support/browser.js';
import { signUpAdminOverHttp } from './support/http-accounts.js';
import { publishQuestion, resolveQuestion } from './support/http-questions.js';
import type { HttpUser } from './support/http-user.js';
import { useFreshServerAndBrowser } from './support/stage.js';

/**
 * Two players in two browsers: Amara finds Bongani and asks him to be friends, he accepts, both answer today's
 * question, Amara sees his answer among her friends' answers, and once the admin resolves the question the
 * leaderboard scores the one who was right above the one who was not, both still unranked after one resolved answer.
 * Every screen passes axe-core.
 */
describe('two friends find each other, answer, and compare on the leaderboard', () => {
  const stage = useFreshServerAndBrowser();
  let admin: HttpUser;
  let amara: Page;
  let bongani: Page;
  let questionId: string;
  const today = 'Will Parliament pass the Budget vote this week';

  /** A browser of its own for a player who signs up over HTTP: the context keeps the session cookie. */
  async function playerPage(username: string, name: string): Promise<Page> {
    const context = await newPhoneContext(stage.browser);
    const response = await context.request.post(`${stage.url}/api/auth/signup`, { data: { username, password: `${username} password`, name } });
    expect(response.status(), await response.text()).toBe(201);
    return context.newPage();
  }

  beforeAll(async () => {
    admin = (await signUpAdminOverHttp(stage, { username: 'editor', password: 'editor password', name: 'The Editor' })).user;
    questionId = await publishQuestion(admin, { text: today, context: 'The Minister of Finance tabled it in February.' });
    await admin.call('GET', '/api/questions/today');

    amara = await playerPage('amara', 'Amara Nkosi');
    bongani = await playerPage('bongani', 'Bongani Zulu');
  });

  it('lets Amara search for Bongani and send him a friend request', async () => {
    await amara.goto(`${stage.url}/friends`);
    await amara.getByRole('heading', { level: 1, name: 'Friends' }).waitFor();
    await amara.getByRole('tab', { name: 'Friends (0)' }).waitFor();
    await expectAccessible(amara, '01-friends-empty');

    await amara.getByRole('button', { name: 'Send Friend Request' }).click();
    await amara.getByText('Please select a user from the list').waitFor();

    const search = amara.getByLabel('Search by username');
    await search.fill('b');
    await amara.getByText('Type at least 2 characters to search').waitFor();
    await search.fill('zzz');
    await amara.getByText('No users found').waitFor();
    await expectAccessible(amara, '02-search-no-match');

    // The search never offers oneself.
    await search.fill('amara');
    await amara.getByText('No users found').waitFor();

    await search.fill('BONG');
    await amara.getByRole('button', { name: /Bongani Zulu/ }).click();
    await amara.getByText('Selected:').waitFor();
    await expectAccessible(amara, '03-user-picked');
    await amara.getByRole('button', { name: 'Send Friend Request' }).click();
    await amara.getByText('Friend Request Sent', { exact: true }).waitFor();

    await amara.getByRole('tab', { name: 'Sent (1)' }).click();
    const sent = amara.getByRole('list', { name: 'Sent requests' });
    await sent.getByText('Bongani Zulu').waitFor();
    await sent.getByText('Pending', { exact: true }).waitFor();
    await expectAccessible(amara, '04-sent-pending');

    // Bongani is now pending, so the search no longer offers him.
    await amara.getByRole('tab', { name: 'Friends (0)' }).click();
    await amara.getByLabel('Search by username').fill('bong');
    await amara.getByText('No users found').waitFor();
  });

  it("checks the invite dialog's username and shows the server's reason for an unknown one", async () => {
    await amara.getByRole('button', { name: 'Invite Friends' }).click();
    const dialog = amara.getByRole('dialog', { name: 'Invite Friends' });
    await dialog.waitFor();
    const whatsApp = await dialog.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href');
    expect(new URL(whatsApp!).searchParams.get('text')).toContain(stage.url);

    await dialog.getByRole('button', { name: 'Add Friend' }).click();
    await dialog.getByText('Please enter a username').waitFor();
    await expectAccessible(amara, '05-invite-username-required');

    await dialog.getByLabel("Friend's username").fill('nobody-here');
    await dialog.getByRole('button', { name: 'Add Friend' }).click();
    // The refusal is the field's, said beside it (and only there), as the other forms do.
    await dialog.getByRole('alert').getByText('We could not find that user', { exact: true }).waitFor();
    expect(await amara.getByText('We could not find that user', { exact: true }).count()).toBe(1);
    expect(await dialog.getByLabel("Friend's username").getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(amara, '06-invite-unknown-user');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('shows Bongani the request under Requests on his phone, and beside his friends on a desktop, where he accepts it', async () => {
    await bongani.goto(`${stage.url}/friends`);
    await bongani.getByRole('tab', { name: 'Requests (1)' }).click();
    const requests = bongani.getByRole('list', { name: 'Friend requests' });
    await requests.getByText('Amara Nkosi').waitFor();
    await expectAccessible(bongani, '07-request-received');

    // On a desktop the last request goes with its column once accepted: the toast and the keyboard's place survive it.
    await bongani.setViewportSize({ width: 1280, height: 800 });
    await bongani.getByRole('tab', { name: 'Friends (0)' }).click();
    const beside = bongani.getByRole('region', { name: 'Friend Requests (1)' });
    await beside.getByRole('button', { name: 'Accept' }).focus();
    await bongani.keyboard.press('Enter');
    await bongani.getByText('Friend Request Accepted', { exact: true }).waitFor();
    await beside.waitFor({ state: 'detached' });
    expect(await bongani.evaluate(() => document.activeElement?.getAttribute('aria-labelledby'))).toBe('friends-title');
    await bongani.setViewportSize(PHONE);
    await bongani.getByRole('tab', { name: 'Requests (0)' }).waitFor();
    await bongani.getByRole('tab', { name: 'Friends (1)' }).click();
    await bongani.getByRole('list', { name: 'My friends' }).getByText('Amara Nkosi').waitFor();
    await expectAccessible(bongani, '08-friend-accepted');
  });

  it("shows Amara Bongani's answer among her friends' answers once both have answered", async () => {
    await bongani.goto(stage.url);
    await bongani.getByRole('button', { name: /^YES/ }).click();
    await bongani.getByRole('button', { name: '[ SUBMIT PREDICTION ]' }).click();
    await bongani.getByRole('heading', { name: 'Vote Recorded!' }).waitFor();

    await amara.goto(stage.url);
    await amara.getByRole('button', { name: /^NO/ }).click();
    await amara.getByRole('button', { name: '[ SUBMIT PREDICTION ]' }).click();
    await amara.getByRole('heading', { name: /^Day \d+ Results$/ }).waitFor({ timeout: 10_000 });
    await amara.getByText('2 South Africans voted').waitFor();
    const friendsAnswers = amara.getByRole('listitem').filter({ hasText: 'Bongani Zulu' });
    await friendsAnswers.getByText(/predicted Yes/).waitFor();
    await expectAccessible(amara, '09-results-with-friend', { fullPage: true });
  });

  it('scores the one who was right above the other once the admin resolves the question, both unranked after one answer', async () => {
    await amara.goto(`${stage.url}/leaderboard`);
    // The server's picture of the screen carries the same words: the check is of the app, once it has taken over.
    await amara.locator('#page-snapshot').waitFor({ state: 'detached' });
    // Nobody has a resolved answer yet, so nobody has a rank: the national list is empty, not a list of equals.
    await amara.getByText(/^Nobody has a rank yet: it takes 3 resolved answers/).waitFor();
    await expectAccessible(amara, '10-leaderboard-before', { fullPage: true });

    await resolveQuestion(admin, questionId, { correct: 'yes', summary: 'The Budget vote passed on Wednesday.', proofUrl: null });

    // Bongani said Yes first, against an even crowd: 100 × (0.25 − 0). Amara said No once the crowd was all Yes:
    // 100 × (0 − 1).
    const points = () => amara.getByRole('region', { name: 'Your Ranking' }).getByText('Points', { exact: true }).locator('xpath=following-sibling::dd').textContent();
    // The resolution reaches the open page over /ws; a reload is the fallback should the message come first.
    await expect.poll(points, { timeout: 10_000 }).toBe('−100.0').catch(async () => {
      await amara.reload();
      await expect.poll(points, { timeout: 10_000 }).toBe('−100.0');
    });
    const mine = amara.getByRole('region', { name: 'Your Ranking' });
    expect(await mine.getByText('National Rank', { exact: true }).locator('xpath=following-sibling::dd').textContent()).toBe('—');
    await mine.getByText(/Unranked — 2 more resolved answers to get a rank/).waitFor();
    await expectAccessible(amara, '11-leaderboard-after', { fullPage: true });

    await amara.getByRole('tab', { name: 'Friends (1)' }).click();
    const friends = amara.getByRole('list', { name: 'Friends leaderboard' });
    await friends.getByText('Bongani Zulu').waitFor();
    await friends.getByText('@bongani').waitFor();
    const bonganiRow = friends.getByRole('listitem').filter({ hasText: 'Bongani Zulu' });
    expect(await bonganiRow.locator('.ranking-rank').textContent()).toBe('—');
    expect(await bonganiRow.locator('.ranking-points').textContent()).toBe('+25.0');
    await bonganiRow.getByText('100% accuracy').waitFor();
    const amaraRow = friends.getByRole('listitem').filter({ hasText: 'Amara Nkosi' });
    expect(await amaraRow.locator('.ranking-points').textContent()).toBe('−100.0');
    await expectAccessible(amara, '12-leaderboard-friends', { fullPage: true });

    // A press anywhere on another player's row, his points included, opens his card; her own row opens nothing.
    expect(await amaraRow.getByRole('button').count()).toBe(0);
    const { width, height } = (await bonganiRow.boundingBox())!;
    await bonganiRow.click({ position: { x: width - 24, y: height / 2 } });
    const card = amara.getByRole('dialog', { name: 'Bongani Zulu' });
    await card.getByText('You and Bongani Zulu are friends.').waitFor();
    expect(await card.getByText('@bongani', { exact: true }).count()).toBe(1);
    await expectAccessible(amara, '13-player-card');
    await amara.keyboard.press('Escape');
    await card.waitFor({ state: 'detached' });
    // The keyboard is back on the row it opened from.
    expect(await amara.evaluate(() => document.activeElement?.textContent)).toBe('Bongani Zulu');
  });
});
