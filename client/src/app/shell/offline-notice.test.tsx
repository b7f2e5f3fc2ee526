import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineNotice } from './offline-notice';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => void window.dispatchEvent(new Event(offline ? 'offline' : 'online')));
}

describe('the offline notice', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says the device is offline while it is, in a live region that was there, empty, before', () => {
    const { container } = render(<OfflineNotice />);
    const region = container.querySelector('[aria-live="polite"]');
    expect(region?.textContent).toBe('');

    goOffline(true);
    expect(region?.textContent).toBe('You are offline. What you see may be out of date.');

    goOffline(false);
    expect(region?.textContent).toBe('');
  });
});
