// @vitest-environment node
// The server renders these pictures: no window, no document, as in the query-service.
import type { PageReads, User } from '@iec-bets/contracts';
import { describe, expect, it } from 'vitest';
import { aQuestion, aStats, aUser } from '@/test-support/fixtures';
import { loadMemberParts } from './app/lazy-member-parts';
import { renderLanding, renderMemberScreen } from './entry-server';

/** A member's home reads as the server carries them in the page (query-service/src/pages/screen-reads.ts). */
function homeReads(user: User, questionText: string): PageReads {
  const question = aQuestion({ id: `q-${user.id}`, text: questionText });
  return {
    '/api/questions/today': { status: 200, body: [question] },
    [`/api/users/${user.id}/answers/${question.id}`]: { status: 404, body: { error: 'You have not answered this question yet', statusCode: 404 } },
    [`/api/questions/${question.id}/results?userId=${user.id}`]: {
      status: 200,
      body: { results: [], totalVotes: 0, friendAnswers: [], userAnswer: null },
    },
    [`/api/users/${user.id}/stats`]: { status: 200, body: { stats: aStats({ streak: 3 }) } },
    '/api/leaderboard?scope=friends&limit=1': { status: 200, body: { scope: 'friends', entries: [], summary: {}, me: null } },
    // The published list, for the questions decided today (none here) and the countdown.
    '/api/questions/public': { status: 200, body: [question] },
    [`/api/users/${user.id}/friend-requests`]: { status: 200, body: { requests: [] } },
  };
}

describe("the picture of a member's screen, drawn by the server from the reads their page carries", () => {
  it('draws a question decided earlier today with its outcome, from the results the page carries for it', async () => {
    const user = aUser();
    const decided = aQuestion({ id: 'q-decided', date: new Date().toISOString(), isResolved: true, correctOptionId: 'no', resolutionSummary: 'It fell.' });
    const html = await renderMemberScreen('/vote', user, {
      ...homeReads(user, 'Will the GNU survive until the end of 2026'),
      '/api/questions/public': { status: 200, body: [decided] },
      [`/api/questions/q-decided/results?userId=${user.id}`]: {
        status: 200,
        body: { results: [], totalVotes: 3, friendAnswers: [], userAnswer: { optionId: 'no' } },
      },
    });

    // React marks where one text ends and the next begins: read as the browser shows it.
    const shown = html?.replaceAll('<!-- -->', '');
    expect(shown).toContain('Answer: No');
    expect(shown).toContain('It fell.');
    expect(shown).toContain('Today&#x27;s Questions <span class="count-badge">(2)</span>');
  });

  it("draws home with today's question and its YES and NO, as the member will see it", async () => {
    const user = aUser();
    const html = await renderMemberScreen('/', user, homeReads(user, 'Will the GNU survive until the end of 2026'));

    expect(html).toContain('Will the GNU survive until the end of 2026?');
    expect(html).toMatch(/<div class="options"/);
    expect(html).toContain('>YES<');
    expect(html).toContain(`Profile of ${user.name}`);
    expect(html).not.toContain('loading-screen');
  });

  it('draws each member their own screen when pages are asked for at once', async () => {
    const members = [aUser({ id: 'user-a', name: 'Ayanda' }), aUser({ id: 'user-b', name: 'Bongani' }), aUser({ id: 'user-c', name: 'Chipo' })];
    const pictures = await Promise.all(members.map((user) => renderMemberScreen('/', user, homeReads(user, `Is this question for ${user.name}`))));

    pictures.forEach((html, index) => {
      const own = members[index]!;
      expect(html).toContain(`Is this question for ${own.name}?`);
      for (const other of members.filter((member) => member !== own)) expect(html).not.toContain(`question for ${other.name}`);
    });
  });

  it("keeps a member's picture when visitors' landing pages are rendered while it is being filled", async () => {
    // The members' code loaded first, as in a server that has drawn a picture before: otherwise loading it outlasts
    // the landing renders below, and they would all end before the member's reads are kept.
    await loadMemberParts();
    const user = aUser();
    const member = renderMemberScreen('/', user, homeReads(user, 'Will the GNU survive until the end of 2026'));
    // Landing renders started one microtask after another, so that some start while the member's reads are taken.
    const landings: Promise<string>[] = [];
    for (let step = 0; step < 40; step += 1) {
      await Promise.resolve();
      landings.push(renderLanding('/', { todayQuestions: [aQuestion({ text: 'A visitor question' })], publicQuestions: [], publicComments: {} }));
    }

    expect(await member).toContain('Will the GNU survive until the end of 2026?');
    for (const html of await Promise.all(landings)) expect(html).toContain('A visitor question?');
  });

  it('draws nothing when the page lacks a read the screen starts with: the browser makes it, then paints', async () => {
    const user = aUser();
    const reads = homeReads(user, 'Will the GNU survive until the end of 2026');
    delete reads[`/api/users/${user.id}/stats`];

    expect(await renderMemberScreen('/', user, reads)).toBeNull();
  });

  it('draws nothing for a screen whose reads the page does not carry, which would show only its spinner', async () => {
    expect(await renderMemberScreen('/notifications', aUser(), homeReads(aUser(), 'Anything'))).toBeNull();
  });

  it('draws /reset-password with its heading alone, the server never seeing the link: no picture for a member', async () => {
    // The emailed link's token is in the fragment, which the browser never sends: what the page shows depends on it,
    // so the server's render says no more than the page's title, and reads no window to say it.
    const html = await renderLanding('/reset-password', { todayQuestions: [], publicQuestions: [], publicComments: {} });
    expect(html).toContain('Choose a New Password</h1>');
    expect(html).not.toContain('Set New Password');
    expect(html).not.toContain('Ask for a New Link');
    // The page starts no read of its own: a member's page comes without a picture, and the browser paints it.
    expect(await renderMemberScreen('/reset-password', aUser(), homeReads(aUser(), 'Anything'))).toBeNull();
  });

  it('draws /confirm-email with its heading alone, as /reset-password: the outcome rests on the link the server never sees', async () => {
    const html = await renderLanding('/confirm-email', { todayQuestions: [], publicQuestions: [], publicComments: {} });
    expect(html).toContain('Confirm Your Email Address</h1>');
    // No Confirm to press before the code that reads the link's token has run, and no verdict on a link unseen.
    expect(html).not.toContain('Press Confirm');
    expect(html).not.toMatch(/<button[^>]*>Confirm</);
    expect(html).not.toContain('This link to confirm your email address');
    expect(await renderMemberScreen('/confirm-email', aUser(), homeReads(aUser(), 'Anything'))).toBeNull();
  });

  it("draws the friends screen with the member's friends, its invitation closed", async () => {
    const user = aUser();
    const sipho = { id: 'user-2', name: 'Sipho Ndlovu', username: 'sipho', isAdmin: false };
    const html = await renderMemberScreen('/friends', user, {
      [`/api/users/${user.id}/friends`]: { status: 200, body: { friends: [sipho] } },
      [`/api/users/${user.id}/sent-requests`]: { status: 200, body: { requests: [] } },
      [`/api/users/${user.id}/friend-requests`]: { status: 200, body: { requests: [] } },
    });

    expect(html).toContain('Sipho Ndlovu');
    // React marks where text pieces meet with empty comments; the tab reads as one label all the same.
    expect(html?.replaceAll('<!-- -->', '')).toContain('Friends (1)');
  });

  it('draws the requests waiting beside the friends for a desktop, marked for CSS to hide on a phone', async () => {
    const user = aUser();
    const lerato = { id: 'user-3', name: 'Lerato Dube', username: 'lerato', isAdmin: false };
    const me = { id: user.id, name: user.name, username: user.username, isAdmin: false };
    const html = await renderMemberScreen('/friends', user, {
      [`/api/users/${user.id}/friends`]: { status: 200, body: { friends: [] } },
      [`/api/users/${user.id}/sent-requests`]: { status: 200, body: { requests: [] } },
      [`/api/users/${user.id}/friend-requests`]: {
        status: 200,
        body: { requests: [{ id: 'request-1', createdAt: '2026-11-28T08:00:00.000Z', requester: lerato, receiver: me }] },
      },
    });

    const column = /<section class="([^"]*requests-beside[^"]*)"[^>]*>(.*?)<\/section>/s.exec(html ?? '');
    expect(column?.[1]).toBe('card requests-beside desktop-only');
    expect(column?.[2]).toContain('Lerato Dube');
    expect(html).toContain('class="stack with-requests"');
  });

  it('draws the research hub from its topics', async () => {
    const html = await renderMemberScreen('/research', aUser(), { '/api/tags': { status: 200, body: ['elections', 'coalitions'] } });

    expect(html).toContain('coalitions');
    expect(html).toContain('elections');
  });

  it('draws the tab or board that the query string asks for, not the first one', async () => {
    const user = aUser();
    const profileReads: PageReads = {
      [`/api/users/${user.id}/stats`]: { status: 200, body: { stats: aStats() } },
      [`/api/users/${user.id}/history?limit=5`]: { status: 200, body: { history: [] } },
      [`/api/users/${user.id}/friend-requests`]: { status: 200, body: { requests: [] } },
    };
    const selectedTab = (html: string | null) => /<button[^>]*role="tab"[^>]*aria-selected="true"[^>]*>([^<]*)/.exec(html ?? '')?.[1];

    expect(selectedTab(await renderMemberScreen('/profile', user, profileReads))).toBe('Stats');
    expect(selectedTab(await renderMemberScreen('/profile', user, profileReads, '?tab=settings'))).toBe('Settings');
  });

  it("draws the friends' board that /leaderboard?scope=friends opens, from its read in the page, and none without it", async () => {
    const user = aUser();
    const sipho = { id: 'user-2', name: 'Sipho Ndlovu', username: 'sipho', isAdmin: false };
    const board = (scope: 'national' | 'friends') => ({
      status: 200,
      body: { scope, entries: [], summary: { activePredictors: 2, totalQuestions: 0, averageAccuracy: 0 }, me: null },
    });
    const reads: PageReads = {
      '/api/leaderboard?scope=national': board('national'),
      [`/api/users/${user.id}/friends`]: { status: 200, body: { friends: [sipho] } },
      [`/api/users/${user.id}/friend-requests`]: { status: 200, body: { requests: [] } },
    };

    // Not carried: no picture, rather than one still loading.
    expect(await renderMemberScreen('/leaderboard', user, reads, '?scope=friends')).toBeNull();
    const html = await renderMemberScreen('/leaderboard', user, { ...reads, '/api/leaderboard?scope=friends': board('friends') }, '?scope=friends');
    expect(html).toContain('None of your friends has answered a question yet.');
  });
});
