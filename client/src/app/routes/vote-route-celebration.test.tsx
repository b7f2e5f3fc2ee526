import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acceptAnswer, NOT_ANSWERED } from '@/test-support/answer-scene';
import { errorReply, type FakeApi, startFakeApi } from '@/test-support/fake-api';
import { aQuestion, aUser } from '@/test-support/fixtures';
import { renderApp } from '@/test-support/render-app';

describe('/vote celebrates an answer', () => {
  let server: FakeApi;
  beforeEach(async () => {
    server = await startFakeApi();
    server.on('GET /api/auth/me', { body: aUser() });
    server.on('GET /api/questions/today', { body: [aQuestion()] });
    server.on('GET /api/questions/q-1/public-results', { body: { results: [], totalVotes: 0 } });
    server.on('GET /api/users/user-1/answers/q-1', NOT_ANSWERED);
  });
  afterEach(() => server.close());

  it('shows the celebration when the results follow Vote Recorded, which then closes itself', async () => {
    acceptAnswer(server);
    const user = userEvent.setup();
    renderApp(server, '/vote');

    await user.click(await screen.findByRole('button', { name: 'YES' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: '[ SUBMIT PREDICTION ]' }));

    // Vote Recorded and its share box stand uncovered for their 3 s; the cheer comes with the results.
    expect(await screen.findByRole('heading', { name: 'Vote Recorded!' })).toBeDefined();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('dialog', { name: 'Prediction Locked In!' }, { timeout: 8_000 })).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'Vote Recorded!' })).toBeNull();
    // ... at the foot: the page it comes with stays in reach, not hidden behind a modal, and the focus stays there.
    expect(screen.getByRole('heading', { name: 'Your Rankings' })).toBeDefined();
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(false);
    await screen.findByText('Top users and the best predictors earn real cash rewards!', {}, { timeout: 3_000 });
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    expect(screen.queryByRole('dialog')).toBeNull();
  }, 20_000);

  it('does not celebrate a refused answer', async () => {
    server.on('POST /api/answers', errorReply(409, 'You have already answered this question'));
    const user = userEvent.setup();
    renderApp(server, '/vote');

    await user.click(await screen.findByRole('button', { name: 'YES' }));
    await user.click(screen.getByRole('button', { name: '[ SUBMIT PREDICTION ]' }));

    expect(await screen.findByText('You have already answered this question')).toBeDefined();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
