import { describe, expect, it } from 'vitest';
import { archiveWarning } from './archive-warning';

const question = { text: 'Will turnout pass 60%', isPublished: true, isResolved: false, totalVotes: 1204 };

describe('the warning before a question is archived', () => {
  it('tells that an open question with answers can never be resolved, so its predictions are never scored', () => {
    expect(archiveWarning(question)).toBe(
      '“Will turnout pass 60%?” leaves the public feed and can no longer be resolved: its 1\u00a0204 predictions will never be scored. ' +
        'Its answers, comments and results are kept. This cannot be undone.',
    );
    expect(archiveWarning({ ...question, totalVotes: 1 })).toContain('its 1 prediction will never be scored');
  });

  it('tells that an open question nobody has answered can no longer be answered', () => {
    expect(archiveWarning({ ...question, totalVotes: 0 })).toBe(
      '“Will turnout pass 60%?” leaves the public feed and can no longer be answered or resolved. Its answers, comments and results are kept. This cannot be undone.',
    );
  });

  it('tells that a resolved question only leaves the feed, and that a draft can no longer be published', () => {
    expect(archiveWarning({ ...question, isResolved: true })).toBe(
      '“Will turnout pass 60%?” leaves the public feed. Its answers, comments and results are kept. This cannot be undone.',
    );
    expect(archiveWarning({ ...question, isPublished: false, totalVotes: 0 })).toBe(
      '“Will turnout pass 60%?” can no longer be published. This cannot be undone.',
    );
  });
});
