import { describe, expect, it } from 'vitest';
import { formatScreenTable, judgeScreens, median, SPEED_TARGETS, slowest } from './screen-speed.js';

describe('median', () => {
  it('given an odd number of runs, is the middle one whatever their order', () => {
    expect(median([900, 300, 2_000])).toBe(900);
  });

  it('given an even number of runs, is the mean of the two middle ones', () => {
    expect(median([400, 100, 300, 200])).toBe(250);
  });

  it('given a run that never showed its data, counts it as the slowest', () => {
    expect(median([500, Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY])).toBe(Number.POSITIVE_INFINITY);
  });

  it('given no runs, refuses', () => {
    expect(() => median([])).toThrow('No runs');
  });
});

describe('judgeScreens', () => {
  it('given medians under the targets, meets them; at the target itself, misses (the targets say "under")', () => {
    const [fast, atTarget] = judgeScreens([
      { screen: 'home', path: '/', coldMs: [2_400, 2_600, 1_000], warmMs: [999, 5_000, 100], coldLiveMs: [4_000, 3_100, 2_900] },
      { screen: 'profile', path: '/profile', coldMs: [SPEED_TARGETS.coldMs], warmMs: [SPEED_TARGETS.warmMs], coldLiveMs: [SPEED_TARGETS.coldMs] },
    ]);
    // The app's own time is reported, not judged: a screen whose data shows in time meets the target however late its
    // app takes over.
    expect(fast).toMatchObject({ coldMs: 2_400, warmMs: 999, coldLiveMs: 3_100, coldMet: true, warmMet: true });
    expect(atTarget).toMatchObject({ coldMet: false, warmMet: false });
  });
});

describe('formatScreenTable', () => {
  it('prints each screen in seconds with a tick or a cross beside each target', () => {
    const table = formatScreenTable(
      judgeScreens([
        { screen: 'landing', path: '/', coldMs: [1_234], warmMs: [456], coldLiveMs: [2_345] },
        { screen: 'admin dashboard', path: '/newadmin', coldMs: [3_000], warmMs: [Number.POSITIVE_INFINITY], coldLiveMs: [3_000] },
      ]),
      1,
    );
    expect(table.split('\n')).toEqual([
      '| screen | path | cold load, median of 1 | < 2.50 s | cold, until the app runs it, median of 1 | warm navigation, median of 1 | < 1.00 s |',
      '|---|---|---|---|---|---|---|',
      '| landing | / | 1.23 s | ✓ | 2.35 s | 0.46 s | ✓ |',
      '| admin dashboard | /newadmin | 3.00 s | ✗ | 3.00 s | never | ✗ |',
    ]);
  });
});

describe('slowest', () => {
  it('finds the slowest screen of a kind', () => {
    const verdicts = judgeScreens([
      { screen: 'a', path: '/a', coldMs: [2_000], warmMs: [300], coldLiveMs: [2_100] },
      { screen: 'b', path: '/b', coldMs: [1_000], warmMs: [700], coldLiveMs: [3_500] },
    ]);
    expect(slowest(verdicts, 'coldMs').screen).toBe('a');
    expect(slowest(verdicts, 'warmMs').screen).toBe('b');
    expect(slowest(verdicts, 'coldLiveMs').screen).toBe('b');
  });
});
