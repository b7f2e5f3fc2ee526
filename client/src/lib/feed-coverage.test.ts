import { describe, expect, it } from 'vitest';
import { FeedCoverage } from './feed-coverage';

/** A page's coverage with a counter of the catch-ups it asked for. */
function page() {
  const coverage = new FeedCoverage();
  let feed = coverage.listen();
  let catchUps = 0;
  return {
    coverage,
    catchUps: () => catchUps,
    read(position: number) {
      coverage.readAnswered(coverage.readAsked(), position);
    },
    open(position: number | null) {
      feed.opened(position, () => catchUps++);
    },
    heard: (position: number) => feed.heard(position),
    close: () => feed.closed(),
    /** Signs in or out: the old feed is still open, and its callbacks are kept to be called late. */
    changeSession() {
      const old = feed;
      coverage.sessionChanged();
      feed = coverage.listen();
      return old;
    },
  };
}

describe('whether the page missed a /ws message', () => {
  it('reads nothing again when its data is as recent as the last message sent before its feed opened', () => {
    const tab = page();
    tab.read(120);
    tab.read(118);
    tab.open(118);
    expect(tab.catchUps()).toBe(0);
  });

  it('reads again when a message went out after its oldest data was read and before the feed opened', () => {
    const tab = page();
    tab.read(120);
    tab.read(118);
    tab.open(119);
    expect(tab.catchUps()).toBe(1);
  });

  it('reads again when the server cannot tell, but only if it holds something read', () => {
    const holding = page();
    holding.read(5);
    holding.open(null);
    expect(holding.catchUps()).toBe(1);

    const empty = page();
    empty.open(null);
    expect(empty.catchUps()).toBe(0);
  });

  it('after a reconnection, reads again only if a message went out that it did not hear', () => {
    const tab = page();
    tab.open(100);
    tab.heard(150);
    tab.close();
    tab.open(150);
    expect(tab.catchUps()).toBe(0);

    tab.close();
    tab.open(151);
    expect(tab.catchUps()).toBe(1);
  });

  it('after a reconnection, reads again if a read answered while it was closed stands before the hello', () => {
    const tab = page();
    tab.open(100);
    tab.close();
    tab.read(90);
    tab.open(100);
    expect(tab.catchUps()).toBe(1);
  });

  it('after an unknown hello, compares the next hello with what was read since, the catch-up included', () => {
    const tab = page();
    tab.read(5);
    tab.open(null);
    expect(tab.catchUps()).toBe(1);
    // The catch-up's reads, asked under the unknown hello; a message heard then says nothing of those before it.
    tab.read(20);
    tab.heard(30);
    // The server listens again and says where the messages went: none the page lacks.
    tab.open(20);
    expect(tab.catchUps()).toBe(1);

    tab.close();
    tab.open(null);
    expect(tab.catchUps()).toBe(2);
    tab.read(25);
    tab.open(31);
    expect(tab.catchUps()).toBe(3);
  });

  it('after an unknown hello with nothing read, reads nothing again until it has read something', () => {
    const tab = page();
    tab.open(null);
    tab.close();
    tab.open(3);
    expect(tab.catchUps()).toBe(0);
  });

  it('on a later hello of the open connection, reads again only if messages went by unsent since what it holds', () => {
    const tab = page();
    tab.open(40);
    tab.heard(45);
    // The server lost its notice bus and listens again: the messages up to 45 reached the page, none after.
    tab.open(45);
    expect(tab.catchUps()).toBe(0);
    tab.open(52);
    expect(tab.catchUps()).toBe(1);
    // A read asked before that hello and answered after it with older data: once more.
    const asked = tab.coverage.readAsked();
    tab.open(60);
    expect(tab.catchUps()).toBe(2);
    tab.coverage.readAnswered(asked, 55);
    expect(tab.catchUps()).toBe(2);
    const earlier = tab.coverage.readAsked();
    tab.open(60);
    tab.coverage.readAnswered(earlier, 58);
    expect(tab.catchUps()).toBe(3);
  });

  it('reads again once, when a read asked before the feed opened answers after its hello with older data', () => {
    const tab = page();
    const first = tab.coverage.readAsked();
    const second = tab.coverage.readAsked();
    tab.open(50);
    expect(tab.catchUps()).toBe(0);
    tab.coverage.readAnswered(first, 49);
    tab.coverage.readAnswered(second, 48);
    expect(tab.catchUps()).toBe(1);
  });

  it('takes no notice of reads asked while the feed is open: the messages after them come', () => {
    const tab = page();
    tab.open(50);
    tab.coverage.readAnswered(tab.coverage.readAsked(), 10);
    tab.heard(60);
    tab.close();
    tab.open(60);
    expect(tab.catchUps()).toBe(0);
  });

  it('counts a read asked on one connection and answered on the next as older than that one', () => {
    const tab = page();
    tab.open(50);
    const asked = tab.coverage.readAsked();
    tab.close();
    tab.open(50);
    tab.coverage.readAnswered(asked, 49);
    expect(tab.catchUps()).toBe(1);
  });

  it("after a sign-in, reads again when the last session's feed heard past a message only the new one would have had", () => {
    const tab = page();
    tab.open(10);
    const lastSessions = tab.changeSession();
    // The new member's friend requests, read before their friend request at 15 is sent, on the old feed's time.
    tab.read(12);
    // A question at 20 reaches the old feed, which its close has not yet stopped; the friend request never did.
    lastSessions.heard(20);
    lastSessions.closed();
    lastSessions.opened(20, () => {
      throw new Error("the last session's feed asked for a catch-up");
    });
    tab.open(20);
    expect(tab.catchUps()).toBe(1);
  });

  it('tells each session change, for the app to open a new feed even for the same user', () => {
    const tab = page();
    let told = 0;
    const stop = tab.coverage.onSessionChange(() => told++);
    const before = tab.coverage.sessionCount();
    tab.changeSession();
    tab.changeSession();
    expect(told).toBe(2);
    expect(tab.coverage.sessionCount()).toBe(before + 2);
    stop();
    tab.changeSession();
    expect(told).toBe(2);
  });

  it('reads nothing again after a sign-in when nothing went by since the new session read', () => {
    const tab = page();
    tab.open(10);
    tab.changeSession();
    tab.read(10);
    tab.open(10);
    expect(tab.catchUps()).toBe(0);
  });

  it('forgets, like a page loaded afresh, what it read: a feed that opens after it has no old read to compare', () => {
    const tab = page();
    tab.read(10);
    tab.coverage.forget();
    const fresh = tab.coverage.listen();
    let catchUps = 0;
    fresh.opened(50, () => catchUps++);
    // Without the forgetting, the read at 10 against the hello at 50 would have asked for one.
    expect(catchUps).toBe(0);
  });

  it('silences the feed that listened before it forgot, and leaves the catch-up to the next one', () => {
    const tab = page();
    tab.coverage.forget();
    tab.read(10);
    // The old feed: a hello past the read would have it read again, but it belongs to the page before.
    tab.open(50);
    expect(tab.catchUps()).toBe(0);
    let catchUps = 0;
    tab.coverage.listen().opened(50, () => catchUps++);
    expect(catchUps).toBe(1);
  });
});
