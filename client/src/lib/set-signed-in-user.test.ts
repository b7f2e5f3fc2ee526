import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { feedCoverage } from './feed-coverage';
import { queryKeys } from './query-keys';
import { setSignedInUser } from './set-signed-in-user';

describe('signing in', () => {
  it("sets the user and takes the last session's open feed out of the page's coverage at once", () => {
    const queryClient = new QueryClient();
    const visitorsFeed = feedCoverage.listen();
    visitorsFeed.opened(10, () => {
      throw new Error("the visitor's feed asked for a catch-up");
    });
    const user = { id: 'u1', username: 'thandi', isAdmin: false } as never;

    setSignedInUser(queryClient, user);
    expect(queryClient.getQueryData(queryKeys.me)).toBe(user);

    // The member's first read, then a question the visitor's feed hears before its close: the member's own friend
    // request between the two never reached that feed.
    feedCoverage.readAnswered(feedCoverage.readAsked(), 12);
    visitorsFeed.heard(20);
    visitorsFeed.closed();
    let catchUps = 0;
    feedCoverage.listen().opened(20, () => catchUps++);
    expect(catchUps).toBe(1);
  });
});
