import type { PendingCelebration } from '@iec-bets/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
import { type FakeApi, startFakeApi } from '@/test-support/fake-api';
import { renderWithProviders } from '@/test-support/render-with-providers';
import { CelebrationHost } from './celebration-host';
import { RESULT_CARD_MS } from './wrong-answer-card';

const result = { questionId: 'q1', questionText: 'Will turnout pass 60%', pickedOptionText: 'Yes' };
const right: PendingCelebration = { type: 'correct_answer', id: 'correct_answer:q1:9', ...result, correctOptionText: 'Yes', points: 12.5 };
const wrong: PendingCelebration = { type: 'wrong_answer', id: 'wrong_answer:q2:10', ...result, questionId: 'q2', correctOptionText: 'No', points: -4 };
const friend: PendingCelebration = { type: 'new_friend', id: 'new_friend:u2:11', friend: { id: 'u2', username: 'sipho', name: 'Sipho Dlamini' } };

describe('the celebration host', () => {
  let server: FakeApi;
  beforeEach(async () => {
    server = await startFakeApi();
  });
  afterEach(() => server.close());

  const seenRequests = () => server.requests.filter((request) => request.method === 'POST').map((request) => decodeURIComponent(request.path));
  const show = (signedIn: boolean) =>
    renderWithProviders(
      server,
      <MemoryRouter>
        <CelebrationHost signedIn={signedIn} />
      </MemoryRouter>,
    );

  it("acknowledges a popup's celebrations one after another, not racing each other for the player's stream", async () => {
    const rank: PendingCelebration = { type: 'rank_up', id: 'rank_up:3', rank: 3, previousRank: 7 };
    server.on('GET /api/me/celebrations', { body: { celebrations: [right, friend, rank] } });
    let inFlight = 0;
    let mostAtOnce = 0;
    for (const item of [right, friend, rank]) {
      server.on(`POST /api/me/celebrations/${encodeURIComponent(item.id)}/seen`, async () => {
        mostAtOnce = Math.max(mostAtOnce, ++inFlight);
        await new Promise((resolve) => setTimeout(resolve, 30));
        inFlight--;
        return { status: 204 };
      });
    }
    show(true);

    await screen.findByRole('dialog', { name: 'You called it!' });
    await waitFor(() => expect(seenRequests()).toEqual([right.id, friend.id, rank.id].map((id) => `/api/me/celebrations/${id}/seen`)));
    expect(mostAtOnce).toBe(1);
  });

  it('shows the cheers waiting as one popup, then the wrong calls waiting as one card, acknowledging each as it appears', async () => {
    const second: PendingCelebration = { ...wrong, id: 'wrong_answer:q3:12', questionId: 'q3', questionText: 'Will the mayor resign' };
    const rank: PendingCelebration = { type: 'rank_up', id: 'rank_up:3', rank: 3, previousRank: 7 };
    const pending = [right, wrong, friend, second, rank];
    server.on('GET /api/me/celebrations', { body: { celebrations: pending } });
    for (const item of pending) server.on(`POST /api/me/celebrations/${encodeURIComponent(item.id)}/seen`, { status: 204 });
    show(true);

    const cheer = await screen.findByRole('dialog', { name: 'You called it!' });
    expect(cheer.textContent).toContain('Will turnout pass 60%? The answer was Yes: +12.5 points.');
    const also = within(cheer).getByRole('list', { name: 'Also' });
    expect(within(also).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['New friend: Sipho Dlamini (@sipho)', 'Up to #3 nationally!']);
    await waitFor(() =>
      expect(seenRequests().sort()).toEqual([right.id, friend.id, rank.id].map((id) => `/api/me/celebrations/${id}/seen`).sort()),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    const card = await screen.findByRole('dialog', { name: '2 questions resolved' });
    expect(card.textContent).toContain('Will turnout pass 60%?');
    expect(card.textContent).toContain('Will the mayor resign?');
    expect(within(card).getAllByText('The answer was No — you said Yes')).toHaveLength(2);
    expect(card.textContent).toContain('−4.0 points');
    // Wrong calls are told plainly: no confetti.
    expect(card.querySelector('.confetti')).toBeNull();
    await waitFor(() => expect(seenRequests()).toHaveLength(5));

    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps a celebration on screen until it is closed, though the list fetched after its acknowledgement leaves it out', async () => {
    // As the server does: an acknowledged celebration is no longer pending.
    const acknowledged = new Set<string>();
    server.on('GET /api/me/celebrations', () => ({ body: { celebrations: [friend].filter(({ id }) => !acknowledged.has(id)) } }));
    server.on(`POST /api/me/celebrations/${encodeURIComponent(friend.id)}/seen`, () => {
      acknowledged.add(friend.id);
      return { status: 204 };
    });
    const queryClient = createQueryClient();
    renderWithProviders(
      server,
      <MemoryRouter>
        <CelebrationHost signedIn />
      </MemoryRouter>,
      queryClient,
    );

    await screen.findByRole('dialog', { name: 'New friend!' });
    await waitFor(() => expect(acknowledged.has(friend.id)).toBe(true));
    // A live message (the friend's own change, say) has the list fetched again.
    await act(async () => {
      await queryClient.refetchQueries({ queryKey: queryKeys.celebrations });
      // React Query tells its observers on a later task: the screen is judged once the host has seen the new list.
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    expect(queryClient.getQueryData(queryKeys.celebrations)).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'New friend!' })).toBeDefined();

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('leaves the page in reach while a wrong answer is told, and lets it go by itself', async () => {
    server.on('GET /api/me/celebrations', { body: { celebrations: [wrong] } });
    server.on(`POST /api/me/celebrations/${encodeURIComponent(wrong.id)}/seen`, { status: 204 });
    renderWithProviders(
      server,
      <MemoryRouter>
        <button type="button">Keep reading</button>
        <CelebrationHost signedIn />
      </MemoryRouter>,
    );

    await screen.findByRole('dialog', { name: 'Question resolved' });
    // Not modal: the page is neither hidden from screen readers nor robbed of the focus, and what it says is said.
    expect(screen.getByRole('button', { name: 'Keep reading' })).toBeDefined();
    expect(document.activeElement).toBe(document.body);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Question resolved. The answer was No — you said Yes.'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: RESULT_CARD_MS + 2_000 });
  }, RESULT_CARD_MS + 5_000);

  it('asks nothing for a visitor', async () => {
    server.on('GET /api/me/celebrations', { body: { celebrations: [right] } });
    show(false);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.requests).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
