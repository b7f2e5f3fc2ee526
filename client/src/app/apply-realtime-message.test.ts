import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { keepPageReads, takePageRead } from '@/lib/page-reads';
import { queryKeys } from '@/lib/query-keys';
import { applyRealtimeMessage, catchUpOnMissedMessages } from './apply-realtime-message';

/** A read a screen shows, by its key and a name: each time it is made, `made` is told that name. */
const onScreen =
  (queryClient: QueryClient, made: (name: string) => void) =>
  (queryKey: readonly unknown[], name: string): (() => void) =>
    new QueryObserver(queryClient, {
      queryKey,
      queryFn: async () => {
        made(name);
        return [];
      },
    }).subscribe(() => {});

describe('catching up on what the feed may have missed', () => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
  afterEach(() => queryClient.clear());

  it("reads the screen's questions and friend requests again, and leaves reads no screen shows stale for later", async () => {
    const reads: string[] = [];
    const readOf = (name: string) => async () => {
      reads.push(name);
      return [];
    };
    // On screen: today's questions and the Friends badge's requests, each with an observer.
    const today = new QueryObserver(queryClient, { queryKey: queryKeys.todayQuestions, queryFn: readOf('today') });
    const requests = new QueryObserver(queryClient, { queryKey: ['users', 'user-1', 'friend-requests'], queryFn: readOf('requests') });
    const unsubscribes = [today.subscribe(() => {}), requests.subscribe(() => {})];
    // Read earlier by a screen no longer shown: no observer.
    await queryClient.fetchQuery({ queryKey: queryKeys.calibration, queryFn: readOf('calibration') });
    await expect.poll(() => [...reads].sort()).toEqual(['calibration', 'requests', 'today']);

    catchUpOnMissedMessages(queryClient);

    await expect.poll(() => reads.filter((name) => name === 'today').length).toBe(2);
    expect(reads.filter((name) => name === 'requests')).toHaveLength(2);
    expect(reads.filter((name) => name === 'calibration')).toHaveLength(1);
    expect(queryClient.getQueryState(queryKeys.calibration)?.isInvalidated).toBe(true);
    for (const unsubscribe of unsubscribes) unsubscribe();
  });

  it('drops a read for a screen not in view that is still on its way: it would land as fresh', async () => {
    let arrive: (value: string[]) => void = () => {};
    const preload = queryClient.prefetchQuery({ queryKey: queryKeys.calibration, queryFn: () => new Promise<string[]>((resolve) => (arrive = resolve)) });

    catchUpOnMissedMessages(queryClient);
    arrive(['read before the message']);
    await preload;

    expect(queryClient.getQueryData(queryKeys.calibration)).toBeUndefined();
  });

  it("asks again a screen's first read that is still on its way: its answer may stand before the missed message", async () => {
    const answers = ['read before the message', 'read after it'];
    const asked: Array<(value: string[]) => void> = [];
    const stats = new QueryObserver(queryClient, {
      queryKey: ['users', 'user-1', 'stats'],
      queryFn: () => new Promise<string[]>((resolve) => asked.push(resolve)),
    });
    const unsubscribe = stats.subscribe(() => {});
    await expect.poll(() => asked.length).toBe(1);

    catchUpOnMissedMessages(queryClient);
    asked[0]!([answers[0]!]);

    await expect.poll(() => asked.length).toBe(2);
    asked[1]!([answers[1]!]);
    await expect.poll(() => queryClient.getQueryData(['users', 'user-1', 'stats'])).toEqual(['read after it']);
    unsubscribe();
  });

  it('drops the reads the page brought that the client has not asked for yet: they are as old as the rest', () => {
    keepPageReads({ '/api/users/user-1/stats': { status: 200, body: { accuracy: 50 } } });

    catchUpOnMissedMessages(queryClient);

    expect(takePageRead('/api/users/user-1/stats')).toBeUndefined();
  });
});

describe('a question resolved while the page is open', () => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
  afterEach(() => queryClient.clear());

  it("reads the player's record, answers and results again, so that Your Rankings agrees with the cheer", async () => {
    const reads: string[] = [];
    const shown = onScreen(queryClient, (name) => reads.push(name));
    const unsubscribes = [
      shown(queryKeys.userStats('user-1'), 'stats'),
      shown(queryKeys.userAnswers('user-1'), 'answers'),
      shown(queryKeys.userHistory('user-1'), 'history'),
      shown(queryKeys.userResults('question-1', 'user-1'), 'results'),
      // The member's dispute of it: a correction settles it. Another question's stays as it was.
      shown(queryKeys.myDispute('question-1'), 'dispute'),
      shown(queryKeys.myDispute('question-2'), 'other dispute'),
      shown(queryKeys.friends('user-1'), 'friends'),
      // Its history page's summary: a correction changes its answer, beside the member's points read again.
      shown(queryKeys.publishedQuestion('question-1'), 'summary'),
      shown(queryKeys.publishedQuestion('question-2'), 'other summary'),
    ];
    await expect.poll(() => reads.length).toBe(9);

    applyRealtimeMessage(queryClient, {
      type: 'question-resolved',
      questionId: 'question-1',
      questionText: 'Will turnout pass 60%',
      correctOptionId: 'yes',
      correctOptionText: 'Yes',
    });

    const unchanged = ['friends', 'other dispute', 'other summary'];
    await expect.poll(() => reads.filter((name) => !unchanged.includes(name)).length).toBe(12);
    expect(reads.filter((name) => name === 'dispute')).toHaveLength(2);
    expect(reads.filter((name) => name === 'other dispute')).toHaveLength(1);
    expect(reads.filter((name) => name === 'summary')).toHaveLength(2);
    expect(reads.filter((name) => name === 'other summary')).toHaveLength(1);
    // Nothing about friends changes with a resolution.
    expect(reads.filter((name) => name === 'friends')).toHaveLength(1);
    for (const unsubscribe of unsubscribes) unsubscribe();
  });

  it("spreads the player's own reads over the span the server asked for, and reads the questions at once", async () => {
    const reads: Array<[string, number]> = [];
    const started = Date.now();
    const shown = onScreen(queryClient, (name) => reads.push([name, Date.now() - started]));
    const unsubscribes = [shown(queryKeys.userStats('user-1'), 'stats'), shown(queryKeys.todayQuestions, 'today')];
    await expect.poll(() => reads.length).toBe(2);
    reads.length = 0;

    const resolved = { type: 'question-resolved', questionId: 'q-1', questionText: 'Will it', correctOptionId: 'yes', correctOptionText: 'Yes' } as const;
    // This client falls at three quarters of a 400 ms spread: its stats are read 300 ms on.
    applyRealtimeMessage(queryClient, resolved, { refetchWithinMs: 400, random: () => 0.75 });

    await expect.poll(() => reads.map(([name]) => name)).toEqual(['today']);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(reads.map(([name]) => name)).toEqual(['today']);
    await expect.poll(() => reads.map(([name]) => name)).toEqual(['today', 'stats']);
    expect(reads[1]![1]).toBeGreaterThanOrEqual(300);
    for (const unsubscribe of unsubscribes) unsubscribe();
  });
});

describe('a question published or resolved while an admin has the dashboard open', () => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
  afterEach(() => queryClient.clear());

  it.each([
    { type: 'new-question', questionId: 'q-1', questionText: 'Will it' },
    { type: 'question-resolved', questionId: 'q-1', questionText: 'Will it', correctOptionId: 'yes', correctOptionText: 'Yes' },
  ] as const)("reads the admin's lists again after $type: another admin may have done it", async (message) => {
    const reads: string[] = [];
    const shown = onScreen(queryClient, (name) => reads.push(name));
    const unsubscribes = [shown(queryKeys.adminQuestions, 'questions'), shown(queryKeys.adminDrafts, 'drafts')];
    await expect.poll(() => reads.length).toBe(2);

    applyRealtimeMessage(queryClient, message);

    await expect.poll(() => [...reads].sort()).toEqual(['drafts', 'drafts', 'questions', 'questions']);
    for (const unsubscribe of unsubscribes) unsubscribe();
  });

  it("reads the topic boards' list again after a new question, whose topics it counts", async () => {
    const reads: string[] = [];
    const unsubscribe = onScreen(queryClient, (name) => reads.push(name))(queryKeys.boardTopics, 'topics');
    await expect.poll(() => reads.length).toBe(1);

    applyRealtimeMessage(queryClient, { type: 'new-question', questionId: 'q-2', questionText: 'Will it' });

    await expect.poll(() => reads).toEqual(['topics', 'topics']);
    unsubscribe();
  });
});
