import type { MediaPrediction, Official } from '@iec-bets/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeApi, startFakeApi } from '@/test-support/fake-api';
import { aQuestion, aUser } from '@/test-support/fixtures';
import { renderApp } from '@/test-support/render-app';

const chair: Official = {
  id: 'o-1',
  name: 'Commissioner Zanele Nkosi',
  title: 'Chairperson of the Electoral Commission',
  bio: 'Leads the commission that runs elections.',
  avatar: null,
  tags: ['iec', 'turnout'],
};
const speaker: Official = { id: 'o-2', name: 'Speaker Pieter Botha', title: 'Speaker of the National Assembly', bio: '', avatar: null, tags: ['parliament'] };
const lowTurnout: MediaPrediction = {
  id: 'p-1',
  statement: 'An analyst expects few voters at the by-elections.',
  prediction: 'Turnout below 40%',
  confidence: 70,
  sourceTitle: 'The Election Weekly',
  sourceDate: '2026-11-12',
  sourceUrl: 'https://example.org/turnout',
  tags: ['turnout'],
};
const turnoutQuestion = aQuestion({
  id: 'q-7',
  text: 'Will turnout in the ward by-election exceed 40%',
  isResolved: true,
  correctOptionId: 'no',
  results: [
    { optionId: 'yes', optionText: 'Yes', count: 1 },
    { optionId: 'no', optionText: 'No', count: 3 },
  ],
  totalVotes: 4,
  tags: ['turnout'],
});

describe('the research hub', () => {
  let server: FakeApi;
  beforeEach(async () => {
    server = await startFakeApi();
    server.on('GET /api/auth/me', { body: aUser() });
    server.on('GET /api/tags', { body: ['iec', 'parliament', 'turnout'] });
    server.on('GET /api/tags/turnout/questions', { body: [turnoutQuestion] });
    server.on('GET /api/tags/turnout/officials', { body: [chair] });
    server.on('GET /api/tags/turnout/predictions', { body: [lowTurnout] });
    server.on('GET /api/tags/parliament/questions', { body: [] });
    server.on('GET /api/tags/parliament/officials', { body: [speaker] });
    server.on('GET /api/tags/parliament/predictions', { body: [] });
    server.on('GET /api/officials', { body: [chair, speaker] });
    server.on('GET /api/predictions', { body: [lowTurnout] });
  });
  afterEach(() => server.close());

  it("toggles a topic's chip and shows its questions, official sources and media predictions until Clear", async () => {
    const user = userEvent.setup();
    renderApp(server, '/research');

    const topics = await screen.findByRole('list', { name: 'Topics' });
    const turnout = within(topics).getByRole('button', { name: 'turnout' });
    expect(turnout.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('Pick a topic to see its questions, official sources and media predictions.')).toBeDefined();

    await user.click(turnout);

    expect(turnout.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('heading', { name: 'Topic: turnout' })).toBeDefined();
    const question = await screen.findByRole('article', { name: 'Will turnout in the ward by-election exceed 40%?' });
    expect(within(question).getByText('Resolved')).toBeDefined();
    expect(within(question).getByRole('progressbar', { name: 'No: 75%' })).toBeDefined();
    expect(within(question).getByText(/Answer: No/)).toBeDefined();
    expect(within(question).getByRole('link', { name: /^How this question was decided: / }).getAttribute('href')).toMatch(/^\/questions\/[^/]+\/history$/);
    const official = await screen.findByRole('article', { name: 'Commissioner Zanele Nkosi' });
    expect(within(official).getByText('Chairperson of the Electoral Commission')).toBeDefined();
    const prediction = await screen.findByRole('article', { name: 'Turnout below 40%' });
    expect(prediction.textContent).toContain('70% confidence');
    expect(within(prediction).getByRole('link', { name: 'The Election Weekly' }).getAttribute('href')).toBe('https://example.org/turnout');
    expect(within(prediction).getByText('12 November 2026')).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Clear' }));

    expect(turnout.getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByRole('heading', { name: 'Topic: turnout' })).toBeNull();
  });

  it('puts a topic away when its chip is pressed again, and says when a topic has nothing yet', async () => {
    const user = userEvent.setup();
    renderApp(server, '/research');

    const parliament = within(await screen.findByRole('list', { name: 'Topics' })).getByRole('button', { name: 'parliament' });
    await user.click(parliament);
    expect(await screen.findByText('No questions on this topic yet.')).toBeDefined();
    expect(await screen.findByText('No media predictions on this topic yet.')).toBeDefined();

    await user.click(parliament);
    expect(screen.queryByRole('heading', { name: 'Topic: parliament' })).toBeNull();
  });

  it("jumps from an official's topic to the Topics tab with that topic picked", async () => {
    const user = userEvent.setup();
    renderApp(server, '/research');

    await user.click(await screen.findByRole('tab', { name: 'Officials' }));
    const official = await screen.findByRole('article', { name: 'Speaker Pieter Botha' });
    await user.click(within(official).getByRole('button', { name: 'parliament' }));

    expect(screen.getByRole('tab', { name: 'Topics' }).getAttribute('aria-selected')).toBe('true');
    const chip = within(await screen.findByRole('list', { name: 'Topics' })).getByRole('button', { name: 'parliament' });
    expect(chip.getAttribute('aria-pressed')).toBe('true');
    expect(await screen.findByRole('article', { name: 'Speaker Pieter Botha' })).toBeDefined();
  });

  it('opens at the tab and the topic its address names, as a shared link or a reload does', async () => {
    renderApp(server, '/research?topic=turnout');
    const chip = within(await screen.findByRole('list', { name: 'Topics' })).getByRole('button', { name: 'turnout' });
    expect(chip.getAttribute('aria-pressed')).toBe('true');
    expect(await screen.findByRole('article', { name: 'Commissioner Zanele Nkosi' })).toBeDefined();
  });

  it('opens the tab its address names', async () => {
    renderApp(server, '/research?tab=officials');
    expect((await screen.findByRole('tab', { name: 'Officials' })).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('article', { name: 'Speaker Pieter Botha' })).toBeDefined();
  });

  it("shows an official's photo from its link, telling its site nothing of the page, and the initial once the link fails", async () => {
    const photographed = { ...chair, avatar: 'https://photos.example/nkosi.jpg' };
    server.on('GET /api/officials', { body: [photographed, speaker] });
    const user = userEvent.setup();
    const { container } = renderApp(server, '/research');

    await user.click(await screen.findByRole('tab', { name: 'Officials' }));
    const official = await screen.findByRole('article', { name: 'Commissioner Zanele Nkosi' });
    const photo = official.querySelector('img.official-avatar')!;
    expect(photo.getAttribute('src')).toBe('https://photos.example/nkosi.jpg');
    expect(photo.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(within(official).queryByText('C')).toBeNull();

    fireEvent.error(photo);
    expect(official.querySelector('img')).toBeNull();
    expect(within(official).getByText('C')).toBeDefined();
    expect(container.querySelectorAll('img.official-avatar')).toHaveLength(0);
  });

  it('tells the user to pick a topic on the Predictions tab, and lists every media prediction', async () => {
    const user = userEvent.setup();
    renderApp(server, '/research');

    await user.click(await screen.findByRole('tab', { name: 'Predictions' }));

    expect(screen.getByText('Pick a topic to see its media predictions beside its questions and officials.')).toBeDefined();
    expect(await screen.findByRole('article', { name: 'Turnout below 40%' })).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Choose a topic' }));
    expect(screen.getByRole('tab', { name: 'Topics' }).getAttribute('aria-selected')).toBe('true');
  });

  it('leads to the Election Predictions page', async () => {
    renderApp(server, '/research');

    const link = await screen.findByRole('link', { name: /Election Predictions/ });
    expect(link.getAttribute('href')).toBe('/predictions');
  });
});
