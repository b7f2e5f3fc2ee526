import { PageDataBlock, SESSION_ENDED_PASSWORD_CHANGED } from '@iec-bets/contracts';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setApiBase } from '@/lib/api-client';
import { forgetPosition } from '@/lib/read-position';
import { createQueryClient } from '@/lib/query-client';
import { type FakeApi, startFakeApi } from '@/test-support/fake-api';
import { aQuestion, aUser } from '@/test-support/fixtures';
import { readPageData, seedQueryClient } from './page-data';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

/** The blocks as the server writes them into the page (escaped as it escapes them). */
function writeBlock(id: string, value: unknown) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = id;
  block.textContent = JSON.stringify(value).replace(/</g, '\\u003c');
  document.head.append(block);
}

/** The app as main.tsx starts it: the page's data in the cache before the first render. */
function startApp(api: FakeApi, path: string) {
  setApiBase(api.url);
  const queryClient = createQueryClient();
  seedQueryClient(queryClient, readPageData());
  render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('the data the server writes into the page', () => {
  let api: FakeApi;
  beforeEach(async () => {
    api = await startFakeApi();
  });
  afterEach(async () => {
    document.head.querySelectorAll('script[type="application/json"]').forEach((block) => block.remove());
    forgetPosition();
    await api.close();
  });

  it('reads nothing from a page that carries none, so the app asks the server as before', () => {
    expect(readPageData()).toEqual({ user: undefined, landing: undefined, reads: undefined, position: undefined, sessionEnded: undefined });
  });

  it("gives back a user whose name would close a script tag, as the server escaped it", () => {
    const user = aUser({ name: '</script><script>alert(1)</script>' });
    writeBlock(PageDataBlock.session, user);
    expect(readPageData().user).toEqual(user);
  });

  it("shows a visitor the landing page from the page's own data, without asking who they are or for today's questions", async () => {
    writeBlock(PageDataBlock.session, null);
    writeBlock(PageDataBlock.landing, { todayQuestions: [aQuestion()], publicQuestions: [aQuestion()], publicComments: {} });
    startApp(api, '/');

    expect(screen.getByRole('heading', { name: 'Will the GNU survive until the end of 2026?' })).toBeDefined();
    expect(screen.queryByText('Loading IEC Bets...')).toBeNull();
    expect(api.requests.map((request) => request.path)).toEqual([]);
  });

  it('tells a device whose session the server ended why, once, on the visitor page it opens on', async () => {
    writeBlock(PageDataBlock.session, null);
    writeBlock(PageDataBlock.landing, { todayQuestions: [aQuestion()], publicQuestions: [], publicComments: {} });
    writeBlock(PageDataBlock.sessionEnded, SESSION_ENDED_PASSWORD_CHANGED);
    startApp(api, '/');

    expect(await screen.findByText(SESSION_ENDED_PASSWORD_CHANGED)).toBeDefined();
    expect(screen.getByText('Logged Out')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Join' })).toBeDefined();
  });

  it("shows a member today's question from the page's reads, without asking for it or for their answer", async () => {
    writeBlock(PageDataBlock.session, aUser());
    writeBlock(PageDataBlock.reads, {
      '/api/questions/today': { status: 200, body: [aQuestion()] },
      '/api/users/user-1/answers/q-1': { status: 404, body: { error: 'No answer', statusCode: 404 } },
      '/api/users/user-1/friend-requests': { status: 200, body: { requests: [] } },
    });
    startApp(api, '/');

    const question = await screen.findByRole('article', { name: /^Day 997 question: / });
    expect(question.querySelector('h2')?.textContent).toBe('Will the GNU survive until the end of 2026?');
    expect(question.querySelector('.options')).not.toBeNull();
    const asked = api.requests.map((request) => request.path);
    expect(asked.filter((path) => /questions\/today|answers\/q-1|friend-requests/.test(path))).toEqual([]);
  });

  it("makes the reads the page left out at the log's head the page was made at, as after the member's own write", async () => {
    writeBlock(PageDataBlock.session, aUser());
    writeBlock(PageDataBlock.position, 4217);
    // The read models were behind the head: the page carries none of the screen's reads.
    writeBlock(PageDataBlock.reads, {});
    api.on('GET /api/questions/today', { body: [aQuestion()] });
    startApp(api, '/');

    await screen.findByRole('article', { name: /^Day 997 question: / });
    const today = api.requests.find((request) => request.path === '/api/questions/today');
    expect(today?.headers['x-min-position']).toBe('4217');
  });
});
