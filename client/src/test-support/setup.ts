import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { forgetPosition } from '@/lib/read-position';

// Each test is a fresh page: nothing rendered, no remembered log position.
afterEach(() => {
  cleanup();
  forgetPosition();
});
