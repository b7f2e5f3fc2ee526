import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

describe('whenIdle', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs the work in an idle callback, bounded by the timeout, and not before', () => {
    const requestIdleCallback = vi.fn((_work: IdleRequestCallback, _options?: IdleRequestOptions) => 7);
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    const work = vi.fn();
    whenIdle(work, 1_000);
    expect(work).not.toHaveBeenCalled();
    expect(requestIdleCallback.mock.calls[0]?.[1]).toEqual({ timeout: 1_000 });
    requestIdleCallback.mock.calls[0]?.[0]({ didTimeout: false, timeRemaining: () => 10 });
    expect(work).toHaveBeenCalledOnce();
  });

  it('calls the idle callback off when cancelled', () => {
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal('requestIdleCallback', () => 7);
    vi.stubGlobal('cancelIdleCallback', cancelIdleCallback);
    whenIdle(() => {}, 1_000)();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('falls back to a short timer where the browser has no idle callbacks, and that can be cancelled too', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const work = vi.fn();
    whenIdle(work, 1_000);
    vi.advanceTimersByTime(199);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledOnce();

    const cancelled = vi.fn();
    whenIdle(cancelled, 1_000)();
    vi.advanceTimersByTime(1_000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
