import type { PendingCelebration } from '@iec-bets/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility.js';
import { newPhoneContext, PHONE, screenshot } from './support/browser.js';
import { signUpAdminOverHttp, signUpOverHttp } from './support/http-accounts.js';
import { publishQuestion, resolveQuestion } from './support/http-questions.js';
import type { HttpUser } from './support/http-user.js';
import { useFreshServerAndBrowser } from './support/stage.js';

const WIDTHS = [320, PHONE.width, 1280];

/**
 * Celebrations from real events, once each. Thandi and Sipho answer the same questions, which an admin resolves:
 *
 * | question | Thandi | Sipho | outcome |
 * |---|---|---|---|
 * | 1 | Yes | No  | Yes |
 * | 2 | No  | Yes | No  |
 * | 3 | Yes | Yes | Yes |
 * | 4-6 | Yes | No | No |
 *
 * After question 1 Thandi is told she called it and Sipho gets the plain card of a wrong answer. After question 3
 * both have three resolved answers and are ranked for the first time; after questions 4-6 Sipho climbs above Thandi.
 * A friend request accepted between them is celebrated for the one who sent it.
 */
/** A celebration as the page showed it: its title, and the other cheers that came with it. */
interface Shown {
  title: string;
  also?: string[];
}

describe('celebrations of results, friends and ranks', () => {
  const stage = useFreshServerAndBrowser();
  let admin: HttpUser;
  let thandiApi: HttpUser;
  let siphoApi: HttpUser;
  let thandi: Page;
  let sipho: Page;

  async function signedInPage(username: string): Promise<Page> {
    const context = await newPhoneContext(stage.browser);
    const response = await context.request.post(`${stage.url}/api/auth/login`, { data: { username, password: `${username} password` } });
    expect(response.status(), await response.text()).toBe(200);
    return context.newPage();
  }

  /** A question both answer as the table says, resolved by the admin. */
  async function playQuestion(text: string, thandiPick: 'yes' | 'no', siphoPick: 'yes' | 'no', outcome: 'yes' | 'no') {
    const id = await publishQuestion(admin, { text, context: null });
    await thandiApi.call('POST', '/api/answers', { questionId: id, optionId: thandiPick });
    await siphoApi.call('POST', '/api/answers', { questionId: id, optionId: siphoPick });
    await resolveQuestion(admin, id, { correct: outcome, summary: 'As the IEC announced.', proofUrl: null });
  }

  /**
   * The dialog on screen, photographed at every width, then checked by axe on the phone: quickly, since a cheer
   * closes itself after 5 s.
   */
  async function photograph(page: Page, name: string) {
    for (const width of [...WIDTHS].reverse()) {
      await page.setViewportSize({ width, height: PHONE.height });
      await screenshot(page, `celebrations-${name}-${width}`);
    }
    await page.setViewportSize(PHONE);
    await expectAccessible(page, `celebrations-${name}-${PHONE.width}`);
  }

  /**
   * Every celebration the page shows, in order: its title, and the lines of the other cheers that came with it. Each
   * is closed as a person would (Close, or OK on a result card) once `onEach` has looked at it. Ends when no dialog
   * appears for a while: 4 s for the first, whose code may still be loading on a busy machine, and a second after
   * one has closed, since the next group is drawn as the last one leaves (CelebrationHost).
   */
  async function celebrationsOn(page: Page, onEach: (title: string) => Promise<void> = async () => {}): Promise<Shown[]> {
    const shownList: Shown[] = [];
    for (;;) {
      const dialog = page.getByRole('dialog');
      try {
        await dialog.waitFor({ timeout: shownList.length === 0 ? 4_000 : 1_000 });
      } catch {
        return shownList;
      }
      // This very dialog: the next one may carry the same title, and a cheer may close itself while it is looked at.
      const shown = (await dialog.elementHandle())!;
      const title = (await dialog.locator('h2').first().textContent())!;
      const also = await dialog.getByRole('list', { name: 'Also' }).getByRole('listitem').allTextContents();
      shownList.push(also.length > 0 ? { title, also } : { title });
      await onEach(title);
      const close = await shown.$(`button:text-is("${/resolved$/.test(title) ? 'OK' : 'Close'}")`);
      await close?.click({ timeout: 2_000 }).catch(() => undefined);
      await page.waitForFunction((element) => !element.isConnected, shown);
    }
  }

  /**
   * Opens a screen (or reloads it) and waits for its question "anything to celebrate?" to be answered, so that what
   * follows does not race a slow first load.
   */
  async function visit(page: Page, path: string | null) {
    const asked = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/me/celebrations');
    await (path === null ? page.reload() : page.goto(`${stage.url}${path}`));
    await asked;
  }

  const pendingOf = async (page: Page) =>
    (await (await page.request.get(`${stage.url}/api/me/celebrations`)).json()) as { celebrations: PendingCelebration[] };

  beforeAll(async () => {
    admin = (await signUpAdminOverHttp(stage, { username: 'officer', password: 'officer password', name: 'Returning Officer' })).user;
    thandiApi = (await signUpOverHttp(stage.url, { username: 'thandi', password: 'thandi password', name: 'Thandi Mokoena' })).user;
    siphoApi = (await signUpOverHttp(stage.url, { username: 'sipho', password: 'sipho password', name: 'Sipho Dlamini' })).user;
    thandi = await signedInPage('thandi');
    sipho = await signedInPage('sipho');
  });

  it('cheers the right answerer the moment the question resolves, once, and tells the wrong one plainly', async () => {
    const id = await publishQuestion(admin, { text: 'Will turnout in the Ward 12 by-election pass 40%', context: null });
    await thandiApi.call('POST', '/api/answers', { questionId: id, optionId: 'yes' });
    await siphoApi.call('POST', '/api/answers', { questionId: id, optionId: 'no' });
    await thandi.goto(`${stage.url}/profile`);
    await thandi.getByRole('heading', { name: 'Thandi Mokoena' }).waitFor();
    expect(await thandi.getByRole('dialog').count()).toBe(0);

    // Thandi's page is open: the resolution reaches it over /ws, with no reload.
    await resolveQuestion(admin, id, { correct: 'yes', summary: 'As the IEC announced.', proofUrl: null });
    const cheer = thandi.getByRole('dialog', { name: 'You called it!' });
    await cheer.waitFor();
    expect(await cheer.textContent()).toContain('Will turnout in the Ward 12 by-election pass 40%? The answer was Yes');
    expect(await cheer.locator('.confetti-dot').count()).toBe(12);
    await photograph(thandi, '01-correct-answer');
    // The popup closes itself after its 4 s bar and 1 s more.
    await cheer.waitFor({ state: 'detached', timeout: 8_000 });

    await visit(thandi, null);
    await thandi.getByRole('heading', { name: 'Thandi Mokoena' }).waitFor();
    expect(await celebrationsOn(thandi)).toEqual([]);
    expect((await pendingOf(thandi)).celebrations).toEqual([]);

    await visit(sipho, '/home');
    const card = sipho.getByRole('dialog', { name: 'Question resolved' });
    await card.waitFor();
    expect(await card.textContent()).toContain('The answer was Yes — you said No');
    expect(await card.locator('.confetti').count()).toBe(0);
    await photograph(sipho, '02-wrong-answer');
    // A part of the page's Tab order: from its last stop the keyboard goes on into the page (and the card, left
    // behind, goes), where Radix's non-modal dialog sent it back round to the card's first stop.
    await card.getByRole('button', { name: 'OK' }).focus();
    await sipho.keyboard.press('Tab');
    const focusInPage = () => sipho.evaluate(() => document.activeElement?.closest('[role="dialog"]') === null && document.activeElement !== document.body);
    expect(await focusInPage()).toBe(true);
    await card.waitFor({ state: 'detached' });
    expect(await focusInPage()).toBe(true);
    await visit(sipho, null);
    expect(await celebrationsOn(sipho)).toEqual([]);
  });

  it('celebrates an accepted friend request for the one who sent it; the one who accepted is told by a toast', async () => {
    // Thandi is away while Sipho accepts: she is told on her next visit.
    await thandi.goto('about:blank');
    await thandiApi.call('POST', '/api/friendships', { friendUsername: 'sipho' });
    await sipho.goto(`${stage.url}/friends`);
    await sipho.getByRole('tab', { name: /^Requests/ }).click();
    await sipho.getByRole('list', { name: 'Friend requests' }).getByRole('button', { name: 'Accept' }).click();
    // The one who accepted is told once, by the toast, and not again by a popup saying the same.
    await sipho.getByText('You and Thandi Mokoena are now friends.', { exact: true }).first().waitFor();
    expect(await celebrationsOn(sipho)).toEqual([]);
    await visit(sipho, null);
    expect(await celebrationsOn(sipho)).toEqual([]);

    await visit(thandi, '/home');
    expect(
      await celebrationsOn(thandi, async () => {
        const welcome = thandi.getByRole('dialog', { name: 'New friend!' });
        expect(await welcome.textContent()).toContain('You and Sipho Dlamini (@sipho) are now friends.');
        await photograph(thandi, '03-new-friend');
      }),
    ).toEqual([{ title: 'New friend!' }]);
    await visit(thandi, null);
    expect(await celebrationsOn(thandi)).toEqual([]);
  });

  it('celebrates a first national rank, then a rank that rose', async () => {
    // Neither has the app open while the questions resolve: all that happened waits for their next visit.
    await Promise.all([thandi.goto('about:blank'), sipho.goto('about:blank')]);
    await playQuestion('Will the IEC certify the result within a week', 'no', 'yes', 'no');
    await playQuestion('Will the council hold its vote of no confidence this month', 'yes', 'yes', 'yes');
    await visit(thandi, '/home');
    // What the two resolutions brought comes as one moment, not a popup each.
    const shown = await celebrationsOn(thandi, async () => photograph(thandi, '04-first-rank'));
    expect(shown).toEqual([
      {
        title: 'You called it!',
        also: [expect.stringMatching(/^Called it: Will the council hold its vote of no confidence this month\? /), "You're ranked #1!"],
      },
    ]);

    await visit(sipho, '/home');
    // The cheer first, then the wrong call, told plainly.
    expect(await celebrationsOn(sipho)).toEqual([{ title: 'You called it!', also: ["You're ranked #2!"] }, { title: 'Question resolved' }]);

    await Promise.all([thandi.goto('about:blank'), sipho.goto('about:blank')]);
    for (const text of ['Will the by-election be postponed', 'Will the mayor resign before the budget vote', 'Will the IEC add voting stations']) {
      await playQuestion(text, 'yes', 'no', 'no');
    }
    const national = await siphoApi.call<{ entries: Array<{ username: string; rank: number }> }>('GET', '/api/leaderboard?scope=national');
    expect(national.entries.map(({ username, rank }) => [username, rank])).toEqual([
      ['sipho', 1],
      ['thandi', 2],
    ]);
    await visit(sipho, '/leaderboard');
    const climbed = await celebrationsOn(sipho, async () => photograph(sipho, '05-rank-up'));
    // Four right of six is 67%: past the 60% milestone, told before the rank.
    expect(climbed).toEqual([
      {
        title: 'You called it!',
        also: [
          expect.stringMatching(/^Called it: Will the mayor resign before the budget vote\? /),
          expect.stringMatching(/^Called it: Will the IEC add voting stations\? /),
          '60% accuracy reached!',
          'Up to #1 nationally!',
        ],
      },
    ]);
    // Thandi slipped to #2: no cheer for that, only one plain card of her three wrong calls. They took her record to
    // 50% of six, a milestone reached by falling: not a boost.
    await visit(thandi, '/leaderboard');
    expect(await celebrationsOn(thandi, async () => photograph(thandi, '06-wrong-answers'))).toEqual([{ title: '3 questions resolved' }]);
  });
});
