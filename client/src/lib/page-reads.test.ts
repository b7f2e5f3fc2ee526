import { afterEach, describe, expect, it } from 'vitest';
import { forgetPageReads, keepPageReads, takePageRead } from './page-reads';

describe("the reads a member's page carries", () => {
  afterEach(() => keepPageReads(undefined));

  it('answers each path once: a later read of it (a refetch, the screen again) goes to the server', () => {
    keepPageReads({ '/api/tags': { status: 200, body: ['elections'] } }, 1_000);
    expect(takePageRead('/api/tags', 1_500)).toEqual({ status: 200, body: ['elections'] });
    expect(takePageRead('/api/tags', 1_600)).toBeUndefined();
    expect(takePageRead('/api/tags?limit=1', 1_600)).toBeUndefined();
  });

  it('is left unused once as old as a read may be before it is asked again', () => {
    keepPageReads({ '/api/questions/today': { status: 200, body: [] } }, 1_000);
    expect(takePageRead('/api/questions/today', 31_000)).toBeUndefined();
  });

  it('answers nothing more once forgotten, as after a write', () => {
    keepPageReads({ '/api/questions/q-1/results?userId=user-1': { status: 200, body: {} } }, 1_000);
    forgetPageReads();
    expect(takePageRead('/api/questions/q-1/results?userId=user-1', 1_100)).toBeUndefined();
  });
});
