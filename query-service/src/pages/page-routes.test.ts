import { PageDataBlock, SESSION_ENDED_PASSWORD_CHANGED, streams } from '@iec-bets/contracts';
import { SESSION_COOKIE } from '@iec-bets/platform';
import type { LightMyRequestResponse } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type QueryFixture, startQueryFixture } from '../test-support/query-fixture.js';
import { pageRoutes } from './page-routes.js';
import { RenderBudget } from './render-budget.js';

/**
 * A built client as Vite leaves it, with a stand-in for its server renderer that writes what it was given (a picture
 * of home only, and a failure for the leaderboard): the plumbing is tested here, the real renderer in the client's
 * own tests (client/src/entry-server.test.tsx) and the browser journey (client/e2e/first-load).
 */
function builtClient(): string {
  const dir = mkdtempSync(join(tmpdir(), 'client-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><meta charset="utf-8" /><meta name="description" content="The build\'s own" /><title>IEC Bets</title>' +
      '<meta name="theme-color" content="#0b5d3b" /><script type="module" crossorigin src="/assets/index-Ab12.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-Zz00.js"></head>' +
      '<body><div id="root"></div></body></html>',
  );
  mkdirSync(join(dir, '.vite'));
  writeFileSync(
    join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-Ab12.js', isEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'assets/react-Cd34.js' },
      '_card.js': { file: 'assets/card-Ef56.js', css: ['assets/card-Gh78.css'] },
      'src/app/member-parts.ts': { file: 'assets/member-parts-Kl12.js', isDynamicEntry: true, imports: ['_react.js'] },
      'src/app/page-snapshot.ts': { file: 'assets/page-snapshot-Mn34.js', isDynamicEntry: true, imports: ['_react.js'] },
      'src/app/snapshot-taps.ts': { file: 'assets/snapshot-taps-Qr56.js', isEntry: true },
      'src/features/questions/components/home-screen.tsx': {
        file: 'assets/home-screen-Ij90.js',
        isDynamicEntry: true,
        imports: ['_react.js', '_card.js'],
      },
      'src/features/questions/components/vote-page.tsx': { file: 'assets/vote-page-St78.js', isDynamicEntry: true, imports: ['_react.js'] },
      'src/features/suggestions/components/suggest-toolbar.tsx': {
        file: 'assets/suggest-toolbar-Uv90.js',
        isDynamicEntry: true,
        imports: ['_forms.js'],
      },
      '_forms.js': { file: 'assets/forms-Wx12.js' },
      'src/app/routes/privacy-route.tsx': { file: 'assets/privacy-route-Yz34.js', isDynamicEntry: true, imports: ['_react.js', '_account.js'] },
      '_account.js': { file: 'assets/account-Ab56.js', css: ['assets/account-Cd78.css'] },
      'src/app/routes/question-history-route.tsx': { file: 'assets/question-history-route-Ef90.js', isDynamicEntry: true, imports: ['_react.js'] },
    }),
  );
  mkdirSync(join(dir, 'ssr'));
  writeFileSync(
    join(dir, 'ssr', 'entry-server.js'),
    'export async function renderLanding(path, landing) {\n' +
      '  return `<main data-path="${path}">${landing.todayQuestions.map((q) => `<h2>${q.text}?</h2>`).join("")}` +\n' +
      '    `<p>${landing.publicQuestions.length} public</p></main>`;\n' +
      '}\n' +
      'export async function renderMemberScreen(path, user, reads, search) {\n' +
      '  if (path === "/leaderboard") throw new Error("the leaderboard could not be drawn");\n' +
      '  if (path === "/profile" && search) return `<main>Drawn at ${path}${search}</main>`;\n' +
      '  return path === "/" ? `<main>${user.name}: ${Object.keys(reads).sort().join(" ")}</main>` : null;\n' +
      '}\n',
  );
  return dir;
}

/** The JSON of a page's data block, as the browser would hand it to JSON.parse. */
function dataBlock(html: string, id: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(html);
  return match ? JSON.parse(match[1]!) : undefined;
}

/** Inside #root, before the closing tags the template put after it. */
const rootOf = (html: string) => /<div id="root">(.*?)<\/div><script type="application\/json"|<div id="root">(.*?)<\/div><\/body>/.exec(html)?.slice(1).find((part) => part !== undefined);

describe('pages of the app, with who is signed in written into them', () => {
  let fx: QueryFixture;
  let clientDir: string;

  beforeEach(async () => {
    fx = await startQueryFixture();
    clientDir = builtClient();
    await fx.app.register(pageRoutes, { clientDir });
  });
  afterEach(async () => {
    await fx.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  const page = (url: string, cookie?: string): Promise<LightMyRequestResponse> =>
    fx.app.inject({ url, headers: { 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) } });

  it('tells a device whose session the server ended why, once, on the visitor page it now gets, clearing its cookie', async () => {
    const naledi = await fx.signUp('naledi');
    const phone = await fx.sessionFor(naledi.userId);
    await fx.sessionStore.revokeAllOf(naledi.userId, 'password-changed', { keep: naledi.cookie.split('=')[1] });

    const told = await page('/', phone.cookie);
    expect(told.statusCode).toBe(200);
    expect(dataBlock(told.body, PageDataBlock.sessionEnded)).toBe(SESSION_ENDED_PASSWORD_CHANGED);
    expect(dataBlock(told.body, PageDataBlock.session)).toBeNull();
    // The cookie goes with the page, so the next page is a plain visitor's; and this one is nobody else's to keep.
    expect(told.cookies.find((cookie) => cookie.name === SESSION_COOKIE)).toMatchObject({ value: '' });
    expect(told.headers['cache-control']).toBe('private, no-store');

    // Nothing to tell a visitor, a member still signed in, or a session that ended by a log-out.
    const loggedOut = await fx.sessionFor(naledi.userId);
    await fx.sessionStore.revoke(loggedOut.cookie.split('=')[1]!);
    for (const cookie of [undefined, naledi.cookie, loggedOut.cookie]) {
      const response = await page('/', cookie);
      expect(dataBlock(response.body, PageDataBlock.sessionEnded)).toBeUndefined();
      expect(response.cookies).toEqual([]);
    }
  });

  it("writes the signed-in user into every page, as GET /api/auth/me answers it, and keeps the page out of every cache", async () => {
    const naledi = await fx.signUp('naledi');
    const me = (await fx.get('/api/auth/me', naledi.cookie)).json();

    for (const url of ['/', '/leaderboard', '/questions/q-1/history?tab=log']) {
      const response = await page(url, naledi.cookie);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(dataBlock(response.body, PageDataBlock.session), url).toEqual(me);
      expect(response.headers['cache-control'], url).toBe('private, no-store');
      expect(response.headers.vary, url).toMatch(/\bCookie\b/);
      // A member's home is not the landing page: nothing is rendered for them, nor sent for it.
      expect(rootOf(response.body), url).toBe('');
      expect(dataBlock(response.body, PageDataBlock.landing), url).toBeUndefined();
    }
  });

  it("carries a member's home reads in the page, today's questions and what follows from them, and names the home chunk", async () => {
    const naledi = await fx.signUp('naledi');
    const today = await fx.question({ text: 'Will the GNU survive until the end of 2026' });
    const me = (await fx.get('/api/auth/me', naledi.cookie)).json();

    const response = await page('/', naledi.cookie);
    const reads = dataBlock(response.body, PageDataBlock.reads) as Record<string, { status: number; body: unknown }>;
    // Exactly as the routes answer the client, at the paths the client asks them at.
    // The published list too: the questions decided today show beside the open ones, and the countdown reads it.
    for (const url of [
      '/api/questions/today',
      `/api/questions/${today}/results?userId=${naledi.userId}`,
      `/api/users/${naledi.userId}/stats`,
      '/api/questions/public',
    ]) {
      const direct = await fx.get(url, naledi.cookie);
      expect(reads[url], url).toEqual({ status: direct.statusCode, body: direct.json() });
    }
    expect(reads['/api/questions/today']!.body).toEqual([expect.objectContaining({ id: today })]);
    // Not answered yet: the 404 that says so is an answer too, and saves the client asking.
    expect(reads[`/api/users/${naledi.userId}/answers/${today}`]).toMatchObject({ status: 404 });
    expect(dataBlock(response.body, PageDataBlock.session)).toEqual(me);

    // The home chunk and what it imports, in the head, less what the page loads already; its stylesheet preloaded.
    const head = response.body.slice(0, response.body.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/home-screen-Ij90.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/card-Ef56.js">');
    expect(head).toContain('<link rel="preload" as="style" crossorigin href="/assets/card-Gh78.css">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/member-parts-Kl12.js">');
    expect(head).not.toContain('react-Cd34');
    // Another screen names no home chunk, though every member's page names the members' parts; a visitor's page
    // names neither, and carries no member's reads.
    const profile = await page('/profile', naledi.cookie);
    expect(profile.body).not.toContain('home-screen-Ij90');
    expect(profile.body).toContain('member-parts-Kl12');
    // /vote also names the part its route renders behind a Suspense of its own (the suggestion toolbar), and what that
    // imports, after the screen's own chunk: the app takes over only once the part is there.
    const vote = (await page('/vote', naledi.cookie)).body;
    const voteHead = vote.slice(0, vote.indexOf('</head>'));
    expect(voteHead).toContain('<link rel="modulepreload" crossorigin href="/assets/suggest-toolbar-Uv90.js">');
    expect(voteHead).toContain('<link rel="modulepreload" crossorigin href="/assets/forms-Wx12.js">');
    expect(voteHead.indexOf('vote-page-St78.js')).toBeLessThan(voteHead.indexOf('suggest-toolbar-Uv90.js'));
    expect(profile.body).not.toContain('suggest-toolbar-Uv90');
    const visitor = await page('/');
    expect(visitor.body).not.toContain('home-screen-Ij90');
    expect(visitor.body).not.toContain('member-parts-Kl12');
    expect(dataBlock(visitor.body, PageDataBlock.reads)).toBeUndefined();
  });

  it("names a public page's chunk for anyone who opens it, a visitor too, so that it needs no round trip after the entry", async () => {
    const naledi = await fx.signUp('naledi');
    await fx.get('/api/auth/me', naledi.cookie);
    const headOf = async (path: string, cookie?: string) => {
      const { body } = await page(path, cookie);
      return body.slice(0, body.indexOf('</head>'));
    };

    const visitor = await headOf('/privacy');
    expect(visitor).toContain('<link rel="modulepreload" crossorigin href="/assets/privacy-route-Yz34.js">');
    expect(visitor).toContain('<link rel="modulepreload" crossorigin href="/assets/account-Ab56.js">');
    expect(visitor).toContain('<link rel="preload" as="style" crossorigin href="/assets/account-Cd78.css">');
    // Nothing of a member's for a visitor, and nothing the entry loads already.
    expect(visitor).not.toContain('member-parts-Kl12');
    expect(visitor).not.toContain('<link rel="modulepreload" crossorigin href="/assets/react-Cd34.js">');

    const member = await headOf('/privacy', naledi.cookie);
    expect(member).toContain('privacy-route-Yz34.js');
    expect(member).toContain('member-parts-Kl12.js');

    expect(await headOf('/questions/q-1/history')).toContain('question-history-route-Ef90.js');
    // A page of a member's screen asks a visitor to sign in, which the entry draws: it names no chunk of its own.
    expect(await headOf('/leaderboard')).toBe(await headOf('/'));
  });

  it("puts a picture of the member's screen, drawn from the reads it carries, before #root, and names the code that replaces it", async () => {
    const naledi = await fx.signUp('naledi');
    const today = await fx.question({ text: 'Will the GNU survive until the end of 2026' });
    // The page reads what the projector has written; wait until it has the user.
    await fx.get('/api/auth/me', naledi.cookie);

    const home = (await page('/', naledi.cookie)).body;
    const reads = Object.keys(dataBlock(home, PageDataBlock.reads) as object).sort();
    expect(reads).toContain(`/api/users/${naledi.userId}/answers/${today}`);
    expect(home).toContain(`<div id="page-snapshot" inert aria-hidden="true"><main>Name of naledi: ${reads.join(' ')}</main></div><div id="root"></div>`);
    const head = home.slice(0, home.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/page-snapshot-Mn34.js">');
    // Before the screen's chunks: a phone fetches six files at a time, and the app waits for this one to start.
    expect(head.indexOf('page-snapshot-Mn34.js')).toBeLessThan(head.indexOf('home-screen-Ij90.js'));
    expect(head.indexOf('page-snapshot-Mn34.js')).toBeLessThan(head.indexOf('member-parts-Kl12.js'));
    // ... and, first and run as soon as it comes, the script that lets the picture be tapped until the app is there.
    const taps = head.indexOf('<script type="module" async fetchpriority="high" crossorigin src="/assets/snapshot-taps-Qr56.js"></script>');
    expect(taps).toBeGreaterThan(0);
    // Ahead of the entry's own script and of every preload, so that it starts first.
    expect(taps).toBeLessThan(head.indexOf('<script type="module" crossorigin src="/assets/index-Ab12.js">'));
    expect(taps).toBeLessThan(head.indexOf('<link rel="modulepreload"'));

    // A screen the renderer draws nothing for, or fails to draw, goes without, as before: the browser paints it.
    for (const path of ['/profile', '/leaderboard']) {
      const response = await page(path, naledi.cookie);
      expect(response.statusCode, path).toBe(200);
      expect(response.body, path).not.toContain('page-snapshot');
      expect(response.body, path).not.toContain('snapshot-taps');
      expect(dataBlock(response.body, PageDataBlock.reads), path).toBeDefined();
    }
    // A visitor's page carries no picture either: the landing page arrives rendered in #root itself.
    expect((await page('/')).body).not.toContain('page-snapshot');
    expect((await page('/')).body).not.toContain('snapshot-taps');
  });

  it('draws the picture at the address asked for, query string and all, which picks the tab the app shows', async () => {
    const naledi = await fx.signUp('naledi');
    await fx.get('/api/auth/me', naledi.cookie);

    const settings = (await page('/profile?tab=settings', naledi.cookie)).body;
    expect(settings).toContain('<div id="page-snapshot" inert aria-hidden="true"><main>Drawn at /profile?tab=settings</main></div>');
    // The screen's reads are the path's: the profile's, whichever tab shows.
    expect(Object.keys(dataBlock(settings, PageDataBlock.reads) as object)).toContain(`/api/users/${naledi.userId}/stats`);

    // A board the address opens is read with the national one, whose summary shows above every board.
    const boardsRead = async (url: string) =>
      Object.keys(dataBlock((await page(url, naledi.cookie)).body, PageDataBlock.reads) as object).filter((read) => read.startsWith('/api/leaderboard?'));
    expect(await boardsRead('/leaderboard')).toEqual(['/api/leaderboard?scope=national']);
    expect((await boardsRead('/leaderboard?scope=friends')).sort()).toEqual(['/api/leaderboard?scope=friends', '/api/leaderboard?scope=national']);
  });

  it("carries the admin dashboard's reads in an admin's page only: anyone else would be sent 403s", async () => {
    const admin = await fx.signUp('editor', { admin: true });
    const member = await fx.signUp('thabo');
    // The page reads what the projector has written; wait until it has both.
    for (const { cookie } of [admin, member]) await fx.get('/api/auth/me', cookie);
    const readsAt = async (cookie: string) => Object.keys(dataBlock((await page('/newadmin', cookie)).body, PageDataBlock.reads) as object);
    expect(await readsAt(admin.cookie)).toEqual(expect.arrayContaining(['/api/admin/questions', '/api/admin/drafts', '/api/admin/disputes']));
    expect((await readsAt(member.cookie)).filter((url) => url.startsWith('/api/admin'))).toEqual([]);
  });

  it("carries what waits for an admin on an admin's every screen, for the navigation's count, and on no one else's", async () => {
    const admin = await fx.signUp('editor', { admin: true });
    const member = await fx.signUp('thabo');
    for (const { cookie } of [admin, member]) await fx.get('/api/auth/me', cookie);
    const adminReadsAt = async (path: string, cookie: string) =>
      Object.keys(dataBlock((await page(path, cookie)).body, PageDataBlock.reads) as object).filter((url) => url.startsWith('/api/admin')).sort();
    for (const path of ['/', '/leaderboard', '/profile']) {
      expect(await adminReadsAt(path, admin.cookie), path).toEqual(['/api/admin/disputes', '/api/admin/moderation/reports']);
      expect(await adminReadsAt(path, member.cookie), path).toEqual([]);
    }
  });

  it('writes null for a visitor, and for a cookie whose session has ended', async () => {
    for (const cookie of [undefined, 'iec_bets_session=ended-long-ago']) {
      const response = await page('/leaderboard', cookie);
      expect(dataBlock(response.body, PageDataBlock.session)).toBeNull();
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toMatch(/\bCookie\b/);
    }
  });

  it('keeps a hostile name inside its data block: it cannot close the tag and start a script', async () => {
    const hostile = '</script><script>alert(1)</script>';
    const mallory = await fx.signUp(hostile);

    // The page reads what the projector has written; wait until it has the user.
    await fx.get('/api/auth/me', mallory.cookie);
    const response = await page('/profile', mallory.cookie);
    expect(response.body).not.toContain('<script>alert(1)');
    // The app's module, and the three data blocks: who is signed in, their screen's reads, and where those stand.
    expect(response.body.match(/<script/g)).toHaveLength(4);
    expect(dataBlock(response.body, PageDataBlock.session)).toMatchObject({ username: hostile, name: `Name of ${hostile}` });
  });

  it("sends a visitor's landing page with today's question already in its markup, and the data beside it", async () => {
    const admin = await fx.signUp('admin', { admin: true });
    const earlier = await fx.question({ date: new Date(Date.now() - 3 * 86_400_000), text: 'Will turnout pass 60%' });
    const today = await fx.question({ text: 'Will the GNU survive until the end of 2026' });
    await fx.answer(admin.userId, today, 'yes');
    // The page reads what the projector has written; wait until it has the answer.
    await fx.get(`/api/questions/${today}/public-results`);

    const response = await page('/');
    const root = rootOf(response.body) ?? '';
    expect(root).toContain('<h2>Will the GNU survive until the end of 2026?</h2>');
    expect(root).toContain('<p>2 public</p>');
    // Before the app's script, so it shows before any JavaScript runs.
    expect(response.body.indexOf('Will the GNU survive')).toBeLessThan(response.body.indexOf('</body>'));
    const landing = dataBlock(response.body, PageDataBlock.landing) as { todayQuestions: { id: string; totalVotes: number }[]; publicQuestions: { id: string }[] };
    expect(landing.todayQuestions).toEqual([expect.objectContaining({ id: today, totalVotes: 1 })]);
    expect(landing.publicQuestions.map((question) => question.id).sort()).toEqual([earlier, today].sort());
    expect(dataBlock(response.body, PageDataBlock.session)).toBeNull();
    // Where the data stands, beside it: the live feed's hello tells the browser whether a message went by it.
    expect(dataBlock(response.body, PageDataBlock.readAt)).toBe(await fx.eventStore.headPosition());

    const home = await page('/home');
    expect(rootOf(home.body)).toContain('data-path="/home"');
    expect(rootOf((await page('/leaderboard')).body)).toBe('');
  });

  it('answers under the strict policy: no inline script may run, so the data blocks are never executed', async () => {
    const response = await page('/');
    const policy = String(response.headers['content-security-policy']);
    const scriptSources = /script-src ([^;]*)/.exec(policy)?.[1];
    expect(scriptSources).toBe("'self'");
    expect(response.body).not.toMatch(/<script(?![^>]*(type="application\/json"|type="module"[^>]*src=))/);
  });

  it('compresses the page for a browser that accepts brotli', async () => {
    const response = await fx.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('<title>IEC Bets</title>');
    expect(response.headers.vary).toMatch(/Accept-Encoding/);
  });

  it("sends the app under a 404 for an address it has no page for, to visitors and members alike, and 200 for its pages", async () => {
    const naledi = await fx.signUp('naledi');
    for (const cookie of [undefined, naledi.cookie]) {
      for (const url of ['/nonexistent', '/leaderboard/extra', '/questions/q-1', '/questions//history']) {
        const response = await page(url, cookie);
        expect(response.statusCode, url).toBe(404);
        // The app itself, whose screen says "404 Page Not Found", not a bare error.
        expect(response.headers['content-type'], url).toMatch(/^text\/html/);
        expect(response.body, url).toContain('<div id="root">');
      }
      for (const url of ['/', '/leaderboard', '/Leaderboard/', '/profile?tab=settings', '/questions/q-1/history']) {
        expect((await page(url, cookie)).statusCode, url).toBe(200);
      }
    }
  });

  it('keeps the JSON 404 of an API path that does not exist', async () => {
    const response = await page('/api/no-such-thing');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'No such route: GET /api/no-such-thing', statusCode: 404 });
  });
});

describe('link previews: what a link to a page shows where it is pasted', () => {
  let fx: QueryFixture;
  let clientDir: string;
  const ORIGIN = 'https://iecbets.example';

  beforeEach(async () => {
    fx = await startQueryFixture();
    clientDir = builtClient();
    await fx.app.register(pageRoutes, { clientDir, publicOrigin: ORIGIN });
  });
  afterEach(async () => {
    await fx.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  const page = async (url: string, cookie?: string) =>
    (await fx.app.inject({ url, headers: { 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) } })).body;
  const meta = (html: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(html)?.[1];
  const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

  it("names today's question on the home page, in place of the build's own tags, the rest of the head kept", async () => {
    const questionId = await fx.question({ text: 'Will the GNU survive until the end of 2026' });
    // The page reads what the projector has written; wait until it has the question.
    await fx.get('/api/questions/today');
    const html = await page('/');
    expect(meta(html, 'og:title')).toBe('Will the GNU survive until the end of 2026?');
    expect(meta(html, 'og:url')).toBe(`${ORIGIN}/`);
    expect(meta(await page('/home'), 'og:url')).toBe(`${ORIGIN}/`);
    expect(meta(html, 'og:image')).toMatch(new RegExp(`^${ORIGIN}/api/questions/${questionId}/picture\\?v=[\\w-]+$`));
    expect(meta(html, 'og:image:alt')).toBe('Today&#39;s question on IEC Bets: Will the GNU survive until the end of 2026?');
    const head = headOf(html);
    // The tab keeps the site's name, as the app names it.
    expect(head.match(/<title>.*?<\/title>/g)).toEqual(['<title>IEC Bets</title>']);
    expect(head.match(/name="description"/g)).toHaveLength(1);
    expect(head).not.toContain("The build's own");
    expect(head).toContain('<meta charset="utf-8" />');
    expect(head).toContain('<meta name="theme-color" content="#0b5d3b" />');
    expect(head).toContain('<script type="module" crossorigin src="/assets/index-Ab12.js"></script>');
  });

  it("names a resolved question and its answer on its history page, and the site on an unknown one's", async () => {
    const questionId = await fx.question({ text: 'Will turnout pass 60%' });
    const { userId } = await fx.signUp('thandi');
    await fx.answer(userId, questionId, 'no');
    await fx.append(streams.question(questionId), [
      { type: 'QuestionResolved', data: { questionId, correctOptionId: 'no', resolutionSummary: 'It was 58.6%.', resolutionProofUrl: null } },
    ]);
    await fx.get(`/api/questions/${questionId}/public-results`);

    const html = await page(`/questions/${questionId}/history`);
    expect(meta(html, 'og:title')).toBe('Will turnout pass 60%?');
    expect(meta(html, 'og:description')).toBe('The answer: No. The one South African who predicted it called it. It was 58.6%.');
    expect(meta(html, 'og:url')).toBe(`${ORIGIN}/questions/${questionId}/history`);
    // The question's own picture, which its address serves.
    const picture = meta(html, 'og:image')!;
    expect(picture).toMatch(new RegExp(`^${ORIGIN}/api/questions/${questionId}/picture\\?v=[\\w-]+$`));
    const served = await fx.app.inject({ url: picture.slice(ORIGIN.length) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    // Named by the version it is served as.
    expect(served.headers.etag).toBe(`"${new URL(picture).searchParams.get('v')}"`);

    // However the address was typed, as the app's router takes it.
    const typedOtherwise = await page(`/Questions/${questionId}/History/`);
    expect(meta(typedOtherwise, 'og:title')).toBe('Will turnout pass 60%?');
    expect(meta(typedOtherwise, 'og:url')).toBe(`${ORIGIN}/questions/${questionId}/history`);

    const unknown = await page('/questions/no-such-question/history');
    expect(meta(unknown, 'og:title')).toBe('IEC Bets');
    expect(meta(unknown, 'og:url')).toBeUndefined();
    expect(meta(unknown, 'og:image')).toBe(`${ORIGIN}/link-preview.png`);
    const draft = await fx.question({ text: 'A draft nobody may see', publish: false });
    const draftPage = await page(`/questions/${draft}/history`);
    expect(meta(draftPage, 'og:title')).toBe('IEC Bets');
    expect(draftPage).not.toContain('A draft nobody may see');
  });

  it("names the site for an id that reaches another route or is not well formed, and never fails the page", async () => {
    await fx.question({ text: 'Will the GNU survive until the end of 2026' });
    await fx.get('/api/questions/today');
    for (const id of ['today', 'public', '..', '%2e%2e', 'x%5C..%5Ctoday', 'x\\..\\today', '%00']) {
      const response = await fx.app.inject({ url: `/questions/${id}/history`, headers: { 'accept-encoding': 'identity' } });
      // The app's page (a 404 where the address, once resolved, is no page of the app), naming the site.
      expect([200, 404], id).toContain(response.statusCode);
      expect(meta(response.body, 'og:title'), id).toBe('IEC Bets');
    }
    // Broken percent-encoding: refused before any page is made, in the API's error shape.
    const broken = await fx.app.inject({ url: '/questions/%E0%A4%A/history' });
    expect(broken.statusCode).toBe(400);
  });

  it("gives a member's page the site's preview: link previews are fetched signed out, and a member's page reads no more", async () => {
    await fx.question({ text: 'Will the GNU survive until the end of 2026' });
    const member = await fx.signUp('sipho');
    await fx.get('/api/questions/today');
    expect(meta(await page('/'), 'og:title')).toBe('Will the GNU survive until the end of 2026?');
    const html = await page('/', member.cookie);
    expect(meta(html, 'og:title')).toBe('IEC Bets');
    expect(meta(html, 'og:url')).toBeUndefined();
  });
});

describe("the pictures of members' screens, within the time they may take", () => {
  let fx: QueryFixture;
  let clientDir: string;

  beforeEach(async () => {
    fx = await startQueryFixture();
    clientDir = builtClient();
  });
  afterEach(async () => {
    await fx.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  /** The page routes with a budget of a tenth of each second on a clock the test moves, and the build's renderer. */
  async function serveWithBudget() {
    const clock = { now: 0, cpu: 0 };
    // Every picture costs 40 ms of CPU: the counter moves 40 between a render's start and its end.
    const cpuMs = () => (clock.cpu += 40);
    const renderBudget = new RenderBudget({ shareOfTime: 0.1, windowMs: 1_000, firstExpectedMs: 40, now: () => clock.now, cpuMs });
    await fx.app.register(pageRoutes, { clientDir, renderBudget });
    const naledi = await fx.signUp('naledi');
    await fx.get('/api/auth/me', naledi.cookie);
    const home = async () => (await fx.app.inject({ url: '/', headers: { 'accept-encoding': 'identity', cookie: naledi.cookie } })).body;
    return { clock, home };
  }

  it('sends the page without its picture, reads and all, once the budget for pictures is spent', async () => {
    // 100 ms a second, at 40 ms a picture.
    const { clock, home } = await serveWithBudget();

    expect(await home()).toContain('id="page-snapshot"');
    expect(await home()).toContain('id="page-snapshot"');
    const spent = await home();
    expect(spent).not.toContain('id="page-snapshot"');
    expect(dataBlock(spent, PageDataBlock.reads)).toHaveProperty('/api/questions/today');
    clock.now = 1_000;
    expect(await home()).toContain('id="page-snapshot"');
  });

  it('draws no more pictures than the budget holds when many pages are asked for at the same moment', async () => {
    // A renderer that holds every picture until the test lets go: none has ended when the others are asked for.
    let started = 0;
    let letGo = () => {};
    const held = new Promise<void>((resolve) => (letGo = resolve));
    const renderer = {
      renderLanding: async () => '',
      renderMemberScreen: async () => {
        started += 1;
        await held;
        return '<main>picture</main>';
      },
    };
    const renderBudget = new RenderBudget({ shareOfTime: 0.1, windowMs: 1_000, firstExpectedMs: 40, now: () => 0, cpuMs: () => 0 });
    await fx.app.register(pageRoutes, { clientDir, renderBudget, renderer });
    const naledi = await fx.signUp('naledi');
    await fx.get('/api/auth/me', naledi.cookie);
    const home = async () => (await fx.app.inject({ url: '/', headers: { 'accept-encoding': 'identity', cookie: naledi.cookie } })).body;

    const answered: string[] = [];
    const pages = Array.from({ length: 12 }, () => home().then((body) => (answered.push(body), body)));
    // The ten the budget refused come back while the two it let through are still being drawn.
    for (let tries = 0; answered.length < 10 && tries < 500; tries++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(answered).toHaveLength(10);
    expect(started).toBe(2);
    letGo();
    const bodies = await Promise.all(pages);
    expect(bodies.filter((body) => body.includes('id="page-snapshot"'))).toHaveLength(2);
    for (const body of bodies) expect(dataBlock(body, PageDataBlock.reads)).toHaveProperty('/api/questions/today');
  });
});

describe('a client build made before pictures of members\' screens', () => {
  it('still renders the landing page, sends members their pages without a picture, and warns once why', async () => {
    const fx = await startQueryFixture();
    const clientDir = builtClient();
    try {
      // The renderer as builds made it before members' pictures: the landing page alone.
      writeFileSync(join(clientDir, 'ssr', 'entry-server.js'), 'export async function renderLanding(path) { return `<main data-path="${path}">landing</main>`; }\n');
      const warnings: string[] = [];
      fx.app.log.warn = ((message: string) => void warnings.push(message)) as typeof fx.app.log.warn;
      await fx.app.register(pageRoutes, { clientDir });
      const naledi = await fx.signUp('naledi');
      await fx.get('/api/auth/me', naledi.cookie);

      const member = await fx.app.inject({ url: '/', headers: { 'accept-encoding': 'identity', cookie: naledi.cookie } });
      expect(member.statusCode).toBe(200);
      expect(member.body).not.toContain('id="page-snapshot"');
      expect(dataBlock(member.body, PageDataBlock.reads)).toHaveProperty('/api/questions/today');
      const visitor = await fx.app.inject({ url: '/', headers: { 'accept-encoding': 'identity' } });
      expect(rootOf(visitor.body)).toContain('landing');
      expect(warnings).toEqual([expect.stringContaining('exports no renderMemberScreen')]);
    } finally {
      await fx.close();
      rmSync(clientDir, { recursive: true, force: true });
    }
  });
});

describe("a member's page read at the event log's head", () => {
  let fx: QueryFixture;
  let clientDir: string;
  let head: () => Promise<number>;

  beforeEach(async () => {
    fx = await startQueryFixture();
    clientDir = builtClient();
    head = () => fx.eventStore.headPosition();
  });
  /** The page routes, waiting `readWaitMs` for the head (the page's own second unless a test says). */
  const serve = (readWaitMs?: number) => fx.app.register(pageRoutes, { clientDir, logHead: () => head(), ...(readWaitMs ? { readWaitMs } : {}) });
  afterEach(async () => {
    await fx.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  const readsOf = async (url: string, cookie: string) => {
    const response = await fx.app.inject({ url, headers: { 'accept-encoding': 'identity', cookie } });
    return dataBlock(response.body, PageDataBlock.reads) as Record<string, { status: number; body: unknown }>;
  };

  it('carries a write made a moment before it was asked for, in another tab or through the API', async () => {
    // As long a wait as a read's: under a busy test run projecting one answer may take more than a moment, and what
    // is tested here is where the page reads, not how long it waits (the next test is).
    await serve(5_000);
    const naledi = await fx.signUp('naledi');
    const today = await fx.question();
    await fx.get('/api/auth/me', naledi.cookie);
    // Appended and not waited for: the page, asked for at once, must hold it, or the Vote badge would still say 1.
    await fx.answer(naledi.userId, today, 'no');
    const reads = await readsOf('/', naledi.cookie);
    expect(reads[`/api/users/${naledi.userId}/answers/${today}`]).toMatchObject({ status: 200, body: { answer: { optionId: 'no' } } });
    expect(reads[`/api/questions/${today}/results?userId=${naledi.userId}`]).toMatchObject({ status: 200, body: { totalVotes: 1 } });
  });

  it("carries the member's own record as changed a moment before, in another tab", async () => {
    await serve(5_000);
    const naledi = await fx.signUp('naledi');
    await fx.get('/api/auth/me', naledi.cookie);
    // Appended and not waited for: the page, asked for at once, must show the switch on, or the tab would keep it
    // off until reloaded (the client trusts the page's record of who is signed in).
    await fx.append(streams.user(naledi.userId), [{ type: 'NotificationSettingsChanged', data: { userId: naledi.userId, whatsappNotifications: true } }], naledi.userId);
    const response = await fx.app.inject({ url: '/', headers: { 'accept-encoding': 'identity', cookie: naledi.cookie } });
    expect(dataBlock(response.body, PageDataBlock.session)).toMatchObject({ id: naledi.userId, whatsappNotifications: true });
  });

  it("goes without the member's record when the log's head cannot be read: the record could miss a change from another tab", async () => {
    await serve(5_000);
    const naledi = await fx.signUp('naledi');
    await fx.get('/api/auth/me', naledi.cookie);
    head = async () => {
      throw new Error('the event log is out of reach');
    };
    const response = await fx.app.inject({ url: '/', headers: { 'accept-encoding': 'identity', cookie: naledi.cookie } });
    expect(response.statusCode).toBe(200);
    // The client asks GET /api/auth/me itself, waiting for its own last write.
    expect(dataBlock(response.body, PageDataBlock.session)).toBeUndefined();
    expect(dataBlock(response.body, PageDataBlock.reads)).toBeUndefined();
  });

  it('says where the data it carries stands, for the live feed to tell the browser whether a message went by it', async () => {
    await serve(5_000);
    const naledi = await fx.signUp('naledi');
    const today = await fx.question();
    await fx.get('/api/auth/me', naledi.cookie);
    await fx.answer(naledi.userId, today, 'yes');
    const response = await fx.app.inject({ url: '/', headers: { 'accept-encoding': 'identity', cookie: naledi.cookie } });
    expect(Object.keys(dataBlock(response.body, PageDataBlock.reads) as object)).toContain('/api/questions/today');
    // Read at the head, which holds the answer: the oldest of the reads stands there too.
    expect(dataBlock(response.body, PageDataBlock.readAt)).toBe(await head());
  });

  it('goes without the reads the read models do not reach within its wait, and tells the browser the head to read at', async () => {
    await serve();
    const naledi = await fx.signUp('naledi');
    await fx.question();
    await fx.get('/api/auth/me', naledi.cookie);
    // A head the projector will not reach (as while a long resolution is projected): every read would stand behind it.
    head = async () => (await fx.eventStore.headPosition()) + 1_000_000;
    const started = performance.now();
    const response = await fx.app.inject({ url: '/', headers: { 'accept-encoding': 'identity', cookie: naledi.cookie } });
    const waited = performance.now() - started;
    // Nothing behind the head is carried, the member's own record included: the client makes those reads itself, at
    // the head the page names.
    expect(dataBlock(response.body, PageDataBlock.session)).toBeUndefined();
    expect(dataBlock(response.body, PageDataBlock.reads)).toBeUndefined();
    expect(dataBlock(response.body, PageDataBlock.position)).toBe(await head());
    // ... and no position for data it does not carry.
    expect(dataBlock(response.body, PageDataBlock.readAt)).toBeUndefined();
    // The reads' own bound is 5 s; the page waits its second, its reads side by side.
    expect(waited).toBeLessThan(3000);
  });
});

describe('a read that asks to wait less than the bound', () => {
  let fx: QueryFixture;
  afterEach(async () => fx?.close());

  it('waits as little as it asks, and says where its answer stands', async () => {
    fx = await startQueryFixture({ readWaitTimeoutMs: 5000 });
    await fx.question();
    const wanted = fx.lastPosition + 1_000_000;
    const started = performance.now();
    const response = await fx.app.inject({ url: '/api/questions/public', headers: { 'x-min-position': String(wanted), 'x-min-position-wait-ms': '150' } });
    expect(response.statusCode).toBe(200);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(Number(response.headers['x-read-position'])).toBeLessThan(wanted);
  });

  it('refuses a wait that is not a whole number of milliseconds', async () => {
    fx = await startQueryFixture();
    for (const value of ['soon', '-5', '2.5', '1'.repeat(7)]) {
      const response = await fx.app.inject({ url: '/api/health', headers: { 'x-min-position': '1', 'x-min-position-wait-ms': value } });
      expect(response.statusCode, value).toBe(400);
      expect(response.json().error).toBe('x-min-position-wait-ms must be a whole number of at most 6 digits');
    }
  });
});
