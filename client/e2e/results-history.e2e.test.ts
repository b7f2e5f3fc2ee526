import type { PublicResults, ResultsHistory } from '@iec-bets/contracts';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessibleWithinPhoneWidth } from './support/accessibility.js';
import { newPhonePage } from './support/browser.js';
import { signUpAdminOverHttp, signUpOverHttp } from './support/http-accounts.js';
import { publishQuestion } from './support/http-questions.js';
import type { HttpUser } from './support/http-user.js';
import { logInThroughDialog } from './support/join-dialog.js';
import { runCli } from './support/server.js';
import { useFreshServerAndBrowser } from './support/stage.js';

/**
 * A member answers today's demo question and reads how the nation's split moved since it was published: the results
 * screen's chart opens on the split as it stands, and the keyboard and the pointer take it to any moment, whose share
 * and votes are what the API gives for that instant. The Election Predictions cards carry the same chart.
 */
describe('a member scrubs the Yes share over time', () => {
  const stage = useFreshServerAndBrowser();
  let page: Page;
  let member: HttpUser;
  const thabo = { username: 'thabo', password: 'thabo password', name: 'Thabo Ndlovu' };
  // Published three hours ago by `seed-demo` and answered by the demo voters since.
  const todaysQuestion = "Demo: Will turnout in today's demo ward by-election pass 35%?";
  const todaysId = 'demo-question-00';
  const resolvedTurnout = 'Demo: Will turnout in the demo municipal by-election exceed 40%?';

  const spoken = (votes: { yesShare: number | null; totalVotes: number }) =>
    votes.yesShare === null
      ? 'no votes yet'
      : `${Math.round(votes.yesShare * 100)}% Yes of ${votes.totalVotes.toLocaleString('en-ZA')} ${votes.totalVotes === 1 ? 'vote' : 'votes'}`;
  const valueText = (chart: Locator) => chart.getAttribute('aria-valuetext');

  beforeAll(async () => {
    await runCli(['seed-demo'], stage.dataDir);
    member = (await signUpOverHttp(stage.url, thabo)).user;
    await member.call('GET', '/api/questions/today');
    page = await newPhonePage(stage.browser);
    await page.goto(stage.url);
    await logInThroughDialog(page, thabo);
    await page.getByRole('button', { name: 'Dismiss' }).click();
  });

  it('opens on the split as it stands once the member has voted, then scrubs back with the keyboard', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Vote/ }).click();
    // Home shows today's question too, under a heading without the count: the pick is made once /vote has taken its
    // place, or it would be lost with home.
    await page.getByRole('heading', { level: 1, name: /^Today's Questions \(\d+\)$/ }).waitFor();
    await page.getByRole('heading', { name: todaysQuestion }).waitFor();
    await page.getByRole('button', { name: /^YES/ }).click();
    await page.getByRole('button', { name: '[ SUBMIT PREDICTION ]' }).click();
    // The cheer comes with the results, after Vote Recorded's 3 s, at their foot: they are in reach under it, and a
    // press on them puts it away, well before its own 5 s.
    const cheer = page.getByRole('dialog', { name: 'Prediction Locked In!' });
    await cheer.waitFor({ timeout: 10_000 });
    // A part of the page's Tab order at the foot, not a loop: from its last stop the keyboard goes on into the page.
    await cheer.getByRole('button', { name: 'Close' }).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') === null && document.activeElement !== document.body)).toBe(true);
    await page.getByRole('heading', { name: /^Day \d+ Results$/ }).click();
    await cheer.waitFor({ state: 'detached', timeout: 1_000 });

    const now = await member.call<PublicResults>('GET', `/api/questions/${todaysId}/public-results`);
    const yesNow = now.results.find((option) => option.optionId === 'yes')!.votes;
    const chart = page.getByRole('slider', { name: `Yes share over time: ${todaysQuestion}` });
    await chart.waitFor();
    await page.waitForFunction(
      (expected) => document.querySelector('[role="slider"]')?.getAttribute('aria-valuetext') === expected,
      `Now: ${spoken({ yesShare: yesNow / now.totalVotes, totalVotes: now.totalVotes })}`,
    );
    await chart.scrollIntoViewIfNeeded();
    await expectAccessibleWithinPhoneWidth(page, 'r1-results-yes-share-now');

    const { points } = await member.call<ResultsHistory>('GET', `/api/questions/${todaysId}/results-history`);
    expect(points.length).toBeGreaterThan(20);
    expect(points.at(-1)).toMatchObject({ totalVotes: now.totalVotes, yesVotes: yesNow });

    await chart.focus();
    await page.keyboard.press('Home');
    expect(await valueText(chart)).toMatch(/: no votes yet$/);
    await page.getByText('No votes yet', { exact: true }).waitFor();

    // A moment a third of the way through, as the arrow keys reach it, and what the API says of that very instant.
    const third = Math.floor(points.length / 3);
    for (let i = 0; i < third; i++) await page.keyboard.press('ArrowRight');
    const moment = points[third]!;
    expect(await valueText(chart)).toContain(spoken(moment));
    const asOf = await member.call<PublicResults>('GET', `/api/questions/${todaysId}/public-results?asOf=${encodeURIComponent(moment.at)}`);
    expect(asOf.totalVotes).toBe(moment.totalVotes);
    expect(moment.totalVotes).toBeLessThan(now.totalVotes);
    await expectAccessibleWithinPhoneWidth(page, 'r2-results-yes-share-scrubbed');

    await page.keyboard.press('End');
    expect(await valueText(chart)).toMatch(/^Now: /);
  });

  it('follows the pointer: a press at the start of the chart shows the split as it was then', async () => {
    const chart = page.getByRole('slider', { name: `Yes share over time: ${todaysQuestion}` });
    const box = (await chart.boundingBox())!;
    await page.mouse.click(box.x + 2, box.y + box.height / 2);
    expect(await valueText(chart)).toMatch(/: no votes yet$/);
    // Dragged from the start to the end: the readout follows, and lets go on the split as it stands.
    await page.mouse.move(box.x + 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.6, box.y + box.height / 2, { steps: 5 });
    const midway = await valueText(chart);
    expect(midway).toMatch(/^\d+ \w+ \d{4}, \d{2}:\d{2}: \d+% Yes of /);
    await page.mouse.move(box.x + box.width - 1, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    expect(await valueText(chart)).toMatch(/^Now: /);
  });

  it('takes the room it held while loading, whether it draws a line or says why there is none: nothing below moves', async () => {
    // The lone vote's note stands only while the vote is in the minute the chart ends in: a minute's end between the
    // vote and the chart's read gives the chart a point with the vote before its last, and so a line. So the vote is
    // cast with time to spare in its minute (the server runs on this machine's clock).
    const leftOfMinute = 60_000 - (Date.now() % 60_000);
    if (leftOfMinute < 25_000) await new Promise((resolve) => setTimeout(resolve, leftOfMinute + 200));
    const admin = (await signUpAdminOverHttp(stage, { username: 'chart_editor', password: 'chart editor password', name: 'Chart Editor' })).user;
    const lone = 'Will the demo ward count finish before midnight';
    const loneId = await publishQuestion(admin, { text: lone, context: null });
    // One vote, one moment: no line to draw.
    await member.call('POST', '/api/answers', { questionId: loneId, optionId: 'yes' });

    const context = await stage.browser.newContext({ viewport: { width: 390, height: 844 }, storageState: await page.context().storageState() });
    const phone = await context.newPage();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await phone.route(/\/results-history$/, async (route) => {
      await held;
      await route.continue();
    });
    await phone.goto(`${stage.url}/predictions`);
    const card = (text: string) => phone.getByRole('article', { name: text });
    const heightOf = async (locator: Locator) => (await locator.boundingBox())!.height;
    // The chart's slot in each card, holding its room until the history comes.
    const slot = (text: string) => card(text).locator('.results-history');
    const reserved = await heightOf(slot(resolvedTurnout));
    expect(reserved).toBeGreaterThan(150);
    expect(await heightOf(slot(lone))).toBe(reserved);
    expect(await phone.getByRole('figure', { name: 'Yes share over time' }).count()).toBe(0);

    release();
    // Each chart is asked for once its card comes near the screen.
    await slot(resolvedTurnout).scrollIntoViewIfNeeded();
    await slot(resolvedTurnout).getByRole('slider').waitFor();
    await slot(lone).scrollIntoViewIfNeeded();
    await slot(lone).getByText('One vote so far: the line grows as time goes on.').waitFor();
    expect(await heightOf(slot(resolvedTurnout))).toBe(reserved);
    expect(await heightOf(slot(lone))).toBe(reserved);
    const note = slot(lone).getByRole('figure', { name: 'Yes share over time' });
    await note.scrollIntoViewIfNeeded();
    await expectAccessibleWithinPhoneWidth(phone, 'r4-predictions-yes-share-lone');
    await context.close();
  });

  it('shows the chart on the Election Predictions cards, ending where a closed question closed', async () => {
    await page.goto(`${stage.url}/predictions`);
    const card = page.getByRole('article', { name: resolvedTurnout });
    await card.getByText('Resolved').waitFor();
    await card.scrollIntoViewIfNeeded();
    const chart = card.getByRole('slider', { name: `Yes share over time: ${resolvedTurnout}` });
    await chart.waitFor();
    expect(await valueText(chart)).toMatch(/^Final, \d+ \w+ \d{4}, \d{2}:\d{2}: \d+% Yes of \d+ votes$/);
    await chart.focus();
    await page.keyboard.press('PageDown');
    expect(await valueText(chart)).not.toMatch(/^Final/);
    await expectAccessibleWithinPhoneWidth(page, 'r3-predictions-yes-share', { fullPage: true });
  });
});
