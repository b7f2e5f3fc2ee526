import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility.js';
import { newPhoneContext, PHONE, screenshot } from './support/browser.js';
import { signUpAdminOverHttp, signUpOverHttp } from './support/http-accounts.js';
import { HttpUser } from './support/http-user.js';
import { logInThroughDialog } from './support/join-dialog.js';
import { runCli } from './support/server.js';
import { useFreshServerAndBrowser } from './support/stage.js';

/**
 * A member browses the research hub and Election Predictions on the demo data set (`iec-bets seed-demo`), shares a
 * question, makes a friend and answers today's question, which the celebration popup cheers.
 */
describe('a member researches, reads the predictions and celebrates an answer', () => {
  const stage = useFreshServerAndBrowser();
  let page: Page;
  let member: HttpUser;
  const amahle = { username: 'amahle', password: 'amahle password', name: 'Amahle Zulu' };
  const resolvedTurnout = 'Demo: Will turnout in the demo municipal by-election exceed 40%?';
  const todaysQuestion = "Demo: Will turnout in today's demo ward by-election pass 35%?";

  async function demoVoter(n: number): Promise<HttpUser> {
    const voter = new HttpUser(stage.url);
    await voter.call('POST', '/api/auth/login', { username: `demo_voter_${n}`, password: 'demo-password' });
    return voter;
  }

  // An official's photo is a link to another site (here one that answers nothing): the page's policy lets it load.
  const speakerPhoto = 'https://127.0.0.1:9/speaker.jpg';

  beforeAll(async () => {
    await runCli(['seed-demo'], stage.dataDir);
    const editor = (await signUpAdminOverHttp(stage, { username: 'editor', password: 'editor password', name: 'Editor' })).user;
    await editor.call('PUT', '/api/admin/officials/demo-official-speaker', {
      name: 'Demo Official D',
      title: 'Speaker of the National Assembly',
      bio: 'Presides over the National Assembly.',
      avatar: speakerPhoto,
      tags: ['parliament', 'electoral reform'],
    });

    // Four public comments by a stranger on the first demo question: the card shows 3 and '+1 more comment'.
    const stranger = await demoVoter(2);
    for (const n of [1, 2, 3, 4]) {
      await stranger.call('POST', '/api/questions/demo-question-09/comments', { content: `Demo comment ${n}: turnout is always low in winter.` });
    }
    member = (await signUpOverHttp(stage.url, amahle)).user;
    await member.call('GET', '/api/questions/public');

    const context = await newPhoneContext(stage.browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stage.url });
    page = await context.newPage();
    await page.goto(stage.url);
    await logInThroughDialog(page, amahle);
    await page.getByRole('button', { name: 'Dismiss' }).click();
  });

  it("opens a topic on /research with its questions, official sources and media predictions, and clears it", async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Research/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Research' }).waitFor();
    const topics = page.getByRole('list', { name: 'Topics', exact: true });
    const turnout = topics.getByRole('button', { name: 'turnout', exact: true });
    await turnout.waitFor();
    await expectAccessible(page, '20-research-topics');

    await turnout.click();
    // The topic goes into the address, and the chip shows it from there.
    await topics.getByRole('button', { name: 'turnout', exact: true, pressed: true }).waitFor();
    const question = page.getByRole('article', { name: resolvedTurnout });
    await question.getByText('Resolved').waitFor();
    await page.getByRole('article', { name: 'Demo Official A' }).getByText('Chairperson of the Electoral Commission', { exact: true }).waitFor();
    const prediction = page.getByRole('article', { name: 'Turnout below 40% in the demo by-elections' });
    await prediction.getByText('70%').waitFor();
    expect(await prediction.getByRole('link', { name: 'Demo source (fictional)' }).getAttribute('href')).toBe(
      'https://example.org/demo/turnout-outlook',
    );
    await expectAccessible(page, '21-research-topic-picked', { fullPage: true });
    // The topic is in the address: reloaded, or shared, the page opens at it.
    expect(new URL(page.url()).searchParams.get('topic')).toBe('turnout');
    await page.reload();
    // The server's picture of the screen comes first, with a list of topics of its own: the app's, once in its place.
    await page.locator('#page-snapshot').waitFor({ state: 'detached' });
    await topics.getByRole('button', { name: 'turnout', exact: true, pressed: true }).waitFor();
    await question.getByText('Resolved').waitFor();

    await page.getByRole('button', { name: 'Clear' }).click();
    await topics.getByRole('button', { name: 'turnout', exact: true, pressed: false }).waitFor();
    expect(await page.getByRole('heading', { name: 'Topic: turnout' }).count()).toBe(0);
  });

  it("jumps from an official's topic to Topics with that topic picked, and points Predictions to the topics", async () => {
    await page.getByRole('tab', { name: 'Officials' }).click();
    const speaker = page.getByRole('article', { name: 'Demo Official D' });
    await speaker.getByText('Speaker of the National Assembly', { exact: true }).waitFor();
    // Its photo link was asked for (no Content-Security-Policy violation: the stage fails on any), and, answering
    // nothing, gave way to the initial. (It loads lazily: once its card is in view.)
    await speaker.scrollIntoViewIfNeeded();
    await speaker.getByText('D', { exact: true }).waitFor();
    expect(await speaker.locator('img').count()).toBe(0);
    await expectAccessible(page, '22-research-officials', { fullPage: true });

    await speaker.getByRole('button', { name: 'electoral reform' }).click();
    await page.getByRole('tab', { name: 'Topics', selected: true }).waitFor();
    await page.getByRole('list', { name: 'Topics', exact: true }).getByRole('button', { name: 'electoral reform', pressed: true }).waitFor();
    await page.getByRole('article', { name: 'Demo: Will the National Assembly pass the demo electoral amendment bill this week?' }).waitFor();

    await page.getByRole('tab', { name: 'Predictions' }).click();
    await page.getByText('Pick a topic to see its media predictions beside its questions and officials.').waitFor();
    await page.getByRole('article', { name: 'Special votes offered everywhere in the province' }).waitFor();
    await expectAccessible(page, '23-research-predictions');
  });

  it('on a small phone, rings a tab only for the keyboard and brings a topic picked into sight', async () => {
    await page.setViewportSize({ width: 320, height: 568 });
    try {
      const focused = () =>
        page.evaluate(() => ({ name: document.activeElement?.textContent?.trim(), ring: document.activeElement?.matches(':focus-visible') }));
      const topicsTab = page.getByRole('tab', { name: 'Topics' });
      const scrolled = () => page.evaluate(() => window.scrollY);
      const before = await scrolled();
      await topicsTab.click();
      await expect.poll(() => topicsTab.getAttribute('aria-selected')).toBe('true');
      // Back on Topics, the topic picked before is there again, and the page stays where it was: only a pick scrolls.
      await page.getByRole('heading', { level: 2, name: /^Topic: / }).waitFor();
      await page.waitForTimeout(300);
      expect(await scrolled()).toBe(before);
      expect(await focused()).toEqual({ name: 'Topics', ring: false });
      // Radix moves the focus to the next tab in a timeout after the key.
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => page.getByRole('tab', { name: 'Officials' }).getAttribute('aria-selected')).toBe('true');
      expect(await focused()).toEqual({ name: 'Officials', ring: true });
      // From a ring the keyboard drew, a focus by script would keep one: a click leaves none.
      await topicsTab.click();
      await expect.poll(() => topicsTab.getAttribute('aria-selected')).toBe('true');
      expect(await focused()).toEqual({ name: 'Topics', ring: false });

      // The first topic, picked at the top of the page: its details begin below the fold of a 568 px-tall screen.
      const first = page.getByRole('list', { name: 'Topics', exact: true }).getByRole('button').first();
      const tag = (await first.textContent()) ?? '';
      await page.evaluate(() => window.scrollTo(0, 0));
      await first.click();
      const heading = page.getByRole('heading', { level: 2, name: `Topic: ${tag}` });
      await heading.waitFor();
      await expect.poll(scrolled).toBeGreaterThan(0);
      await expect
        .poll(() => heading.evaluate((element) => Math.round(element.getBoundingClientRect().top)), { timeout: 5_000 })
        .toBeLessThan(568 / 2);
      expect(await heading.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThanOrEqual(
        await page.locator('.app-header').evaluate((element) => element.getBoundingClientRect().bottom),
      );
      await screenshot(page, '23b-research-topic-on-a-small-phone');
      await page.getByRole('button', { name: 'Clear' }).click();
    } finally {
      await page.setViewportSize(PHONE);
    }
  });

  it('reaches Election Predictions from the hub: resolved cards with results, proof and the public discussion', async () => {
    await page.getByRole('link', { name: /Election Predictions/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Election Predictions' }).waitFor();
    await page.getByText('Prove you saw it coming before anyone else').waitFor();
    const card = page.getByRole('article', { name: resolvedTurnout });
    await card.getByText('Resolved').waitFor();
    await card.getByText('Demo outcome (fictional): turnout in the demo by-election was 36%.').waitFor();
    expect(await card.getByRole('link', { name: 'View proof/source' }).getAttribute('href')).toBe('https://example.org/demo/demo-question-09');
    expect(await card.getByRole('progressbar').count()).toBe(2);
    const discussion = card.getByRole('region', { name: 'Public Discussion' });
    await discussion.getByText('Demo comment 4: turnout is always low in winter.').waitFor();
    expect(await discussion.getByRole('listitem').count()).toBe(3);
    await discussion.getByText('+1 more comment').waitFor();
    await card.scrollIntoViewIfNeeded();
    await expectAccessible(page, '24-predictions-public', { fullPage: true });
  });

  it("copies a card's share text with 'Copied to clipboard!'", async () => {
    const card = page.getByRole('article', { name: resolvedTurnout });
    await card.getByRole('button', { name: 'Share' }).click();
    // Copy pressed at the foot of the screen, just above the navigation bar, where a phone's toast rises.
    const copy = card.getByRole('button', { name: 'Copy' });
    await copy.evaluate((button) => {
      const bar = document.querySelector('.main-nav')?.getBoundingClientRect().top ?? window.innerHeight;
      window.scrollBy(0, button.getBoundingClientRect().bottom - (bar - 12));
    });
    await copy.click();
    await page.getByText('Copied to clipboard!', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Copied!' }).waitFor();
    // The toast keeps clear of the button the press left the focus on.
    const covered = await page.evaluate(() => {
      const [toast, focused] = [document.querySelector('.toast')!.getBoundingClientRect(), document.activeElement!.getBoundingClientRect()];
      return toast.top < focused.bottom && focused.top < toast.bottom ? `${document.activeElement?.textContent} under the toast` : null;
    });
    expect(covered).toBeNull();
    // Moved, it still takes a press: pressing its Dismiss (which focuses it) does not send it back under the finger.
    await page.getByRole('button', { name: 'Dismiss' }).click({ timeout: 2_000 });
    await page.getByText('Copied to clipboard!', { exact: true }).waitFor({ state: 'detached', timeout: 2_000 });
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `What do you predict: "${resolvedTurnout}" #IECBets #SAPolitics ${stage.url}`,
    );
    await card.getByRole('button', { name: 'WhatsApp' }).scrollIntoViewIfNeeded();
    await expectAccessible(page, '25-predictions-share');
  });

  it('shows No Friends Yet, then what a new friend predicted and said', async () => {
    await page.getByRole('tab', { name: 'Friends (0)' }).click();
    await page.getByRole('heading', { name: 'No Friends Yet' }).waitFor();
    await page.getByText('Add friends to see their predictions and comments!').waitFor();
    await page.getByText('Go to the Friends tab to add people you know.').waitFor();
    await expectAccessible(page, '26-predictions-no-friends');

    const friend = await demoVoter(1);
    const request = await member.call<{ id: string }>('POST', '/api/friendships', { friendUsername: 'demo_voter_1' });
    await friend.call('PUT', `/api/friend-requests/${request.id}/accept`);
    await friend.call('POST', '/api/questions/demo-question-09/comments', { content: 'Demo: I said it would stay under 40%.' });
    await friend.call('GET', '/api/comments/public');

    await page.reload();
    await page.getByRole('tab', { name: 'Friends (1)' }).click();
    const card = page.getByRole('article', { name: resolvedTurnout });
    await card.getByRole('region', { name: 'Friend Predictions' }).getByText('Demo Voter 1').waitFor();
    await card.getByRole('region', { name: 'Overall Results' }).getByRole('progressbar').first().waitFor();
    await card.getByRole('region', { name: "Friends' Discussion" }).getByText('Demo: I said it would stay under 40%.').waitFor();
    // Waited for, not counted at once: the new friend's celebration may come up at any moment of this visit, and while
    // it shows it takes the cards out of reach until it closes by itself.
    await page.getByRole('article').first().waitFor();
    await expectAccessible(page, '27-predictions-friends', { fullPage: true });
  });

  it('celebrates an answer on /vote, and the celebration closes itself', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Vote/ }).click();
    // Home shows today's question too, under a heading without the count: the pick is made once /vote has taken its
    // place, or it would be lost with home.
    await page.getByRole('heading', { level: 1, name: /^Today's Questions \(\d+\)$/ }).waitFor();
    await page.getByRole('heading', { name: todaysQuestion }).waitFor();
    await page.getByRole('button', { name: /^YES/ }).click();
    await page.getByRole('button', { name: '[ SUBMIT PREDICTION ]' }).click();
    // The toast keeps clear of the header and of a phone's navigation bar (the navigation and the avatar stay in
    // reach), and on a phone of what the keyboard was just given, Vote Recorded, near the top of the screen.
    const submitted = page.locator('.toast').filter({ hasText: 'Answer Submitted' });
    await submitted.waitFor();
    await page.waitForFunction(() => document.activeElement?.textContent === 'Vote Recorded!');
    for (const width of [320, 1280]) {
      await page.setViewportSize({ width, height: width === 1280 ? 800 : 844 });
      const [toastBox, headerBox] = await Promise.all([submitted.boundingBox(), page.locator('.app-header').boundingBox()]);
      expect(toastBox!.y, `the toast's top at ${width} px`).toBeGreaterThanOrEqual(headerBox!.y + headerBox!.height);
      if (width > 1000) continue;
      const [barBox, focusedBox] = await Promise.all([
        page.getByRole('navigation', { name: 'Main' }).boundingBox(),
        page.getByRole('heading', { name: 'Vote Recorded!' }).boundingBox(),
      ]);
      expect(toastBox!.y + toastBox!.height, `the toast's foot at ${width} px`).toBeLessThanOrEqual(barBox!.y);
      expect(toastBox!.y, `the toast clear of Vote Recorded at ${width} px`).toBeGreaterThanOrEqual(focusedBox!.y + focusedBox!.height);
      await screenshot(page, `toast-at-the-foot-${width}`);
    }
    await page.setViewportSize(PHONE);

    // Vote Recorded and its share box come first, with nothing over them: the cheer waits for the results.
    const celebration = page.getByRole('dialog', { name: 'Prediction Locked In!' });
    const share = page.getByRole('region', { name: 'Share your prediction' });
    await share.getByText(/^IEC Bets · Day \d+/).waitFor();
    await share.getByRole('button', { name: 'Copy' }).click({ trial: true, timeout: 1_000 });
    // Looked at every frame until Vote Recorded gives way to the results.
    const cheeredOverVoteRecorded = await page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          let cheered = false;
          const look = () => {
            if (!document.getElementById('vote-recorded-title')) return resolve(cheered);
            if (document.body.innerText.includes('Prediction Locked In!')) cheered = true;
            requestAnimationFrame(look);
          };
          look();
        }),
    );
    expect(cheeredOverVoteRecorded).toBe(false);
    await celebration.waitFor();
    // Held open while it is looked at, as a keyboard user holds it by reaching its Close button: on a slow machine
    // the checks below would otherwise outlast its 5 s. Let go further down, after which it closes by itself.
    await celebration.getByRole('button', { name: 'Close' }).focus();
    await celebration.getByText('Top users and the best predictors earn real cash rewards!', { exact: false }).waitFor({ timeout: 4_000 });
    await expectAccessible(page, '28-vote-celebration');
    // At the foot of the results on a narrow phone and on a desktop too, the split and the count above it in view.
    for (const width of [320, 1280]) {
      await page.setViewportSize({ width, height: width === 1280 ? 800 : 844 });
      await screenshot(page, `28-vote-celebration-${width}`);
      const [card, count] = await Promise.all([celebration.boundingBox(), page.getByText(/South Africans? voted/).first().boundingBox()]);
      expect(count!.y + count!.height, `the count above the cheer at ${width} px`).toBeLessThanOrEqual(card!.y);
    }
    await page.setViewportSize(PHONE);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await celebration.waitFor({ state: 'detached', timeout: 6_000 });
    await page.getByRole('heading', { name: /^Day \d+ Results$/ }).waitFor({ timeout: 20_000 });
    await expectAccessible(page, '29-vote-after-celebration');
  });

  it("keeps the nation's split and count in sight above the cheer on a touch phone", async () => {
    // Each width a player of its own in a window of its own, side by side: the pages wait mostly on the 3 s of Vote
    // Recorded and the cheer's arrival, not on the two cores.
    async function cheerOnTouchPhone(width: number) {
      const context = await stage.browser.newContext({ viewport: { width, height: 740 }, hasTouch: true, isMobile: true, locale: 'en-ZA' });
      try {
        const signedUp = await context.request.post(`${stage.url}/api/auth/signup`, {
          data: { username: `thumb_${width}`, password: 'a thumb password', name: `Thumb ${width}` },
        });
        expect(signedUp.status()).toBe(201);
        const phone = await context.newPage();
        await phone.goto(`${stage.url}/vote`);
        await phone.getByRole('button', { name: /^YES/ }).click();
        await phone.getByRole('button', { name: '[ SUBMIT PREDICTION ]' }).click();
        const celebration = phone.getByRole('dialog', { name: 'Prediction Locked In!' });
        await celebration.waitFor();
        // Held open, and at its full height once the cash line has come in.
        await celebration.getByRole('button', { name: 'Close' }).focus();
        await celebration.getByText('Top users and the best predictors earn real cash rewards!', { exact: false }).waitFor({ timeout: 4_000 });
        const count = phone.getByText(/South Africans? voted/).first();
        const heading = phone.getByRole('heading', { name: /^Day \d+ Results$/ });
        // The page may still be gliding up to the results.
        await expect
          .poll(
            async () => {
              const [card, counted] = await Promise.all([celebration.boundingBox(), count.boundingBox()]);
              return Math.round(card!.y - (counted!.y + counted!.height));
            },
            { message: `the count above the cheer at ${width} px`, timeout: 5_000 },
          )
          .toBeGreaterThanOrEqual(0);
        // The Close shares the countdown bar's row rather than taking a row of its own.
        const [close, bar] = await Promise.all([
          celebration.getByRole('button', { name: 'Close' }).boundingBox(),
          celebration.locator('.celebration-bar').boundingBox(),
        ]);
        expect(bar!.y, `the bar beside the Close at ${width} px`).toBeGreaterThan(close!.y);
        expect(bar!.y + bar!.height, `the bar beside the Close at ${width} px`).toBeLessThan(close!.y + close!.height);
        const [header, top] = await Promise.all([phone.locator('.app-header').boundingBox(), heading.boundingBox()]);
        expect(top!.y, `the results' heading clear of the header at ${width} px`).toBeGreaterThanOrEqual(header!.y + header!.height);
        await screenshot(phone, `28-vote-celebration-touch-${width}`);
      } finally {
        await context.close();
      }
    }
    const checked = await Promise.allSettled([320, 390].map(cheerOnTouchPhone));
    for (const result of checked) if (result.status === 'rejected') throw result.reason;
  });
});
