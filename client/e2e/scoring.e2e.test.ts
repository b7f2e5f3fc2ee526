import { type LeaderboardResponse, type PendingCelebrationsResponse, southAfricanMonth, type UserStats } from '@iec-bets/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, expectAccessibleAtEveryWidth } from './support/accessibility.js';
import { newPhoneContext } from './support/browser.js';
import { signUpAdminOverHttp, signUpOverHttp } from './support/http-accounts.js';
import { publishQuestion, resolveQuestion } from './support/http-questions.js';
import type { HttpUser } from './support/http-user.js';
import { useFreshServerAndBrowser } from './support/stage.js';

/**
 * Three questions, each answered in a known order and resolved, so every player's points are known in advance:
 *
 * | question (outcome) | answers, in order, each against the Yes share before it | points |
 * |---|---|---|
 * | 1 (No)  | Naledi Yes at 50%, Sizwe No at 100%, Lerato No at 50% | −75, +100, +25 |
 * | 2 (Yes) | Sizwe Yes at 50%, Naledi Yes at 100%                   | +25, 0 |
 * | 3 (No)  | Sizwe Yes at 50%, Naledi No at 100%                    | −75, +100 |
 *
 * Sizwe ends on +50.0 and Naledi on +25.0, both over 3 resolved answers, so both are ranked, Sizwe first. Lerato,
 * with one resolved answer worth +25.0, is unranked: she sees a dash and how many more answers a rank takes, never a
 * rank. All three questions are on the topic "elections", the first also on "iec". Then Lerato answers today's open
 * question on /vote, and the celebration's cash-reward line takes her to how scoring works.
 */
describe('crowd-relative scores on the leaderboard, the profile and the scoring page', () => {
  const stage = useFreshServerAndBrowser();
  let lerato: Page;
  let sizwe: Page;
  let sizweApi: HttpUser;
  const thisMonth = southAfricanMonth(new Date());
  const monthName = (month: string) =>
    new Intl.DateTimeFormat('en-ZA', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));

  /** A signed-in browser of a player signed up over HTTP: the context logs in and keeps the session cookie. */
  async function signedInPage(username: string): Promise<Page> {
    const context = await newPhoneContext(stage.browser);
    const response = await context.request.post(`${stage.url}/api/auth/login`, { data: { username, password: `${username} password` } });
    expect(response.status(), await response.text()).toBe(200);
    // Lerato's right answer and new friend, and Sizwe's, would pop up as modal celebrations at any moment of the first
    // screen, hiding the lists read below from assistive roles. They are the celebrations journey's subject, not this
    // one's: seen here as if on another device, they stay away.
    const pending = await context.request.get(`${stage.url}/api/me/celebrations`);
    expect(pending.status(), await pending.text()).toBe(200);
    const { celebrations } = (await pending.json()) as PendingCelebrationsResponse;
    for (const { id } of celebrations) {
      const seen = await context.request.post(`${stage.url}/api/me/celebrations/${encodeURIComponent(id)}/seen`);
      expect(seen.ok(), await seen.text()).toBe(true);
    }
    return context.newPage();
  }

  /** The screen at each width, checked for sideways scrolling and by axe (expectAccessibleAtEveryWidth), photographed whole. */
  const photographAtEveryWidth = (page: Page, name: string) => expectAccessibleAtEveryWidth(page, `scoring-${name}`);

  /** The figure under a tile's label, on the profile or in the Your Ranking card. */
  const tile = (page: Page, scope: string, label: string) =>
    page.getByRole('region', { name: scope }).getByText(label, { exact: true }).locator('xpath=following-sibling::dd').textContent();

  beforeAll(async () => {
    const admin = (await signUpAdminOverHttp(stage, { username: 'officer', password: 'officer password', name: 'Returning Officer' })).user;
    const players = Object.fromEntries(
      await Promise.all(
        [
          ['sizwe', 'Sizwe Mthembu'],
          ['naledi', 'Naledi Khumalo'],
          ['lerato', 'Lerato Molefe'],
        ].map(async ([username, name]) => [username!, (await signUpOverHttp(stage.url, { username: username!, password: `${username} password`, name: name! })).user] as const),
      ),
    );
    sizweApi = players.sizwe!;
    const questions: Array<{ text: string; tags: string[]; answers: Array<[string, 'yes' | 'no']>; outcome: 'yes' | 'no' }> = [
      { text: 'Will the IEC certify the by-election result within a week', tags: ['elections', 'iec'], answers: [['naledi', 'yes'], ['sizwe', 'no'], ['lerato', 'no']], outcome: 'no' },
      { text: 'Will turnout in the Ward 12 by-election pass 40%', tags: ['elections'], answers: [['sizwe', 'yes'], ['naledi', 'yes']], outcome: 'yes' },
      { text: 'Will the council hold its vote of no confidence this month', tags: ['elections'], answers: [['sizwe', 'yes'], ['naledi', 'no']], outcome: 'no' },
    ];
    for (const question of questions) {
      const id = await publishQuestion(admin, { text: question.text, context: null });
      await admin.call('PUT', `/api/admin/questions/${id}/tags`, { tags: question.tags });
      // One after another: each answer is scored against the share the ones before it left.
      for (const [username, optionId] of question.answers) await players[username]!.call('POST', '/api/answers', { questionId: id, optionId });
      await resolveQuestion(admin, id, { correct: question.outcome, summary: 'As the IEC announced.', proofUrl: null });
    }
    await publishQuestion(admin, { text: 'Will the new councillors be sworn in by Friday', context: null });
    const request = await players.lerato!.call<{ id: string }>('POST', '/api/friendships', { friendUsername: 'sizwe' });
    await sizweApi.call('PUT', `/api/friend-requests/${request.id}/accept`);
    // Read once after the last write, so the pages below are served from read models that have every step.
    await sizweApi.call('GET', '/api/leaderboard?scope=friends');

    lerato = await signedInPage('lerato');
    sizwe = await signedInPage('sizwe');
  });

  it('scores each answer against the crowd before it, as the API reports', async () => {
    const national = await sizweApi.call<LeaderboardResponse>('GET', '/api/leaderboard?scope=national');
    expect(national.entries.map(({ username, rank, points, resolvedAnswers }) => ({ username, rank, points, resolvedAnswers }))).toEqual([
      { username: 'sizwe', rank: 1, points: 50, resolvedAnswers: 3 },
      { username: 'naledi', rank: 2, points: 25, resolvedAnswers: 3 },
    ]);
    const { stats } = await sizweApi.call<{ stats: UserStats }>('GET', `/api/users/${national.entries[0]!.userId}/stats`);
    expect(stats).toMatchObject({ rank: 1, points: 50, accuracy: 67, scoringRule: 'crowd-brier-v1' });
  });

  it('shows a new player with one resolved answer a dash and how far a rank is, never a rank', async () => {
    await lerato.goto(`${stage.url}/leaderboard`);
    const national = lerato.getByRole('list', { name: 'National leaderboard' });
    await national.getByText('Sizwe Mthembu').waitFor();
    const rows = national.getByRole('listitem');
    expect(await rows.evaluateAll((items) => items.map((row) => [row.querySelector('.ranking-rank')?.textContent, row.querySelector('strong')?.textContent, row.querySelector('.ranking-points')?.textContent]))).toEqual([
      ['#1', 'Sizwe Mthembu', '+50.0'],
      ['#2', 'Naledi Khumalo', '+25.0'],
    ]);
    expect(await tile(lerato, 'Your Ranking', 'National Rank')).toBe('—');
    expect(await tile(lerato, 'Your Ranking', 'Points')).toBe('+25.0');
    expect(await tile(lerato, 'Your Ranking', 'Accuracy')).toBe('100%');
    await lerato.getByRole('region', { name: 'Your Ranking' }).getByText(/Unranked — 2 more resolved answers to get a rank/).waitFor();
    const place = lerato.getByRole('list', { name: 'Your place' });
    expect(await place.locator('.ranking-rank').textContent()).toBe('—');
    await photographAtEveryWidth(lerato, '01-newcomer-national');

    await lerato.getByRole('tab', { name: 'Friends (1)' }).click();
    const friends = lerato.getByRole('list', { name: 'Friends leaderboard' });
    await friends.getByText('Lerato Molefe').waitFor();
    expect(await friends.locator('.ranking-rank').allTextContents()).toEqual(['#1', '—']);
    expect(new URL(lerato.url()).search).toBe('?scope=friends');
    await photographAtEveryWidth(lerato, '02-newcomer-friends');

    await lerato.goto(`${stage.url}/profile`);
    await lerato.getByRole('heading', { name: 'Lerato Molefe' }).waitFor();
    await lerato.getByText(/Unranked — 2 more resolved answers to get a rank/).waitFor();
    expect(await tile(lerato, 'Your stats', 'National Rank')).toBe('—');
    expect(await tile(lerato, 'Your stats', 'Points')).toBe('+25.0');
    expect(await tile(lerato, 'Your stats', 'Accuracy Rate')).toBe('100%');
    expect(await tile(lerato, 'Your stats', 'Resolved Answers')).toBe('1');
    await photographAtEveryWidth(lerato, '03-newcomer-profile');
  });

  it('shows a player with three resolved answers their rank and points, on the leaderboard and the profile', async () => {
    await sizwe.goto(`${stage.url}/leaderboard`);
    await sizwe.getByRole('list', { name: 'National leaderboard' }).getByText('Naledi Khumalo').waitFor();
    expect(await tile(sizwe, 'Your Ranking', 'National Rank')).toBe('#1');
    expect(await tile(sizwe, 'Your Ranking', 'Points')).toBe('+50.0');
    expect(await tile(sizwe, 'Your Ranking', 'Accuracy')).toBe('67%');
    expect(await sizwe.getByText(/Unranked/).count()).toBe(0);
    await photographAtEveryWidth(sizwe, '04-ranked-national');

    await sizwe.goto(`${stage.url}/profile`);
    await sizwe.getByRole('heading', { name: 'Sizwe Mthembu' }).waitFor();
    await expect.poll(() => tile(sizwe, 'Your stats', 'National Rank')).toBe('#1');
    expect(await tile(sizwe, 'Your stats', 'Points')).toBe('+50.0');
    expect(await tile(sizwe, 'Your stats', 'Accuracy Rate')).toBe('67%');
    await photographAtEveryWidth(sizwe, '05-ranked-profile');
  });

  it("shows this month's board, steps back to last month's, and keeps the month in the address", async () => {
    await sizwe.goto(`${stage.url}/leaderboard`);
    await sizwe.getByRole('tab', { name: 'This month' }).click();
    const board = sizwe.getByRole('list', { name: `Leaderboard for ${monthName(thisMonth)}` });
    await board.getByText('Sizwe Mthembu').waitFor();
    expect(await board.locator('.ranking-points').allTextContents()).toEqual(['+50.0', '+25.0']);
    expect(new URL(sizwe.url()).search).toBe('?scope=monthly');
    await photographAtEveryWidth(sizwe, '06-monthly');

    await sizwe.getByRole('button', { name: /^Previous month/ }).click();
    const [year, month] = thisMonth.split('-').map(Number) as [number, number];
    const lastMonth = new Date(Date.UTC(year, month - 2, 1)).toISOString().slice(0, 7);
    await sizwe.getByText(`Nobody has a rank for ${monthName(lastMonth)} yet: it takes 3 answers resolved in the month.`).waitFor();
    expect(new URL(sizwe.url()).search).toBe(`?scope=monthly&month=${lastMonth}`);
    await photographAtEveryWidth(sizwe, '07-monthly-last-month');

    await sizwe.reload();
    await sizwe.getByRole('heading', { level: 2, name: monthName(lastMonth) }).waitFor();
    await sizwe.getByRole('button', { name: /^Next month/ }).click();
    await board.getByText('Sizwe Mthembu').waitFor();
    expect(new URL(sizwe.url()).search).toBe('?scope=monthly');
  });

  it('shows a topic board picked from the topics, and keeps the topic in the address', async () => {
    await sizwe.getByRole('tab', { name: 'By topic' }).click();
    const elections = sizwe.getByRole('list', { name: 'Leaderboard for elections' });
    await elections.getByText('Sizwe Mthembu').waitFor();
    expect(await elections.locator('.ranking-rank').allTextContents()).toEqual(['#1', '#2']);
    await photographAtEveryWidth(sizwe, '08-topic-elections');

    await sizwe.getByRole('combobox', { name: 'Topic' }).selectOption('iec');
    await sizwe.getByText('Nobody has a rank on iec yet: it takes 3 resolved answers on the topic.').waitFor();
    // Sizwe's one answer on the topic: his place under the empty board, unranked there.
    await sizwe.getByRole('list', { name: 'Your place' }).getByText('Unranked — 2 more resolved answers to get a rank').waitFor();
    expect(new URL(sizwe.url()).search).toBe('?scope=tag&tag=iec');
    await photographAtEveryWidth(sizwe, '09-topic-iec');

    await sizwe.reload();
    await sizwe.getByText('Nobody has a rank on iec yet: it takes 3 resolved answers on the topic.').waitFor();
    expect(await sizwe.getByRole('combobox', { name: 'Topic' }).inputValue()).toBe('iec');
  });

  it("takes the celebration's cash-reward line to how scoring works, whose example is the rule's own", async () => {
    await lerato.goto(`${stage.url}/vote`);
    await lerato.getByRole('heading', { name: 'Will the new councillors be sworn in by Friday?' }).waitFor();
    await lerato.getByRole('button', { name: /^YES/ }).click();
    await lerato.getByRole('button', { name: '[ SUBMIT PREDICTION ]' }).click();

    const celebration = lerato.getByRole('dialog', { name: 'Prediction Locked In!' });
    const link = celebration.getByRole('link', { name: 'How scoring works' });
    // Vote Recorded's 3 s, then the cheer, whose cash line comes 2 s into it.
    await link.waitFor({ timeout: 8_000 });
    // The pointer resting on the link holds the cheer open while it is checked, as it would for a slow reader.
    await link.hover();
    await expectAccessible(lerato, 'scoring-00-celebration-link');
    await link.click();
    await lerato.getByRole('heading', { level: 1, name: 'How scoring works' }).waitFor();
    expect(new URL(lerato.url()).pathname).toBe('/scoring');
    await celebration.waitFor({ state: 'detached' });

    const example = lerato.getByRole('region', { name: 'A worked example' });
    expect(await example.getByRole('region', { name: 'It turned out No' }).locator('.worked-total').textContent()).toBe('+64.0');
    expect(await example.getByRole('region', { name: 'It turned out Yes' }).locator('.worked-total').textContent()).toBe('−96.0');
    await photographAtEveryWidth(lerato, '10-scoring-page');
  });
});
