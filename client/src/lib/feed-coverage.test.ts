import { describe, expect, it } from 'vitest';
import { FeedCoverage } from './feed-coverage';

/** A page's coverage with a counter of the catch-ups it asked for. */
function page() {
  const coverage = new FeedCoverage();
  let catchUps = 0;
  return {
    coverage,
    catchUps: () => catchUps,
    read(position: number) {
      coverage.readAnswered(coverage.readAsked(), position);
    },
    open(position: number | null) {
      coverage.opened(position, () => catchUps++);
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
    tab.coverage.heard(150);
    tab.coverage.closed();
    tab.open(150);
    expect(tab.catchUps()).toBe(0);

    tab.coverage.closed();
    tab.open(151);
    expect(tab.catchUps()).toBe(1);
  });

  it('after a reconnection, reads again if a read answered while it was closed stands before the hello', () => {
    const tab = page();
    tab.open(100);
    tab.coverage.closed();
    tab.read(90);
    tab.open(100);
    expect(tab.catchUps()).toBe(1);
  });

  it("after an unknown hello, reads again on the next connection, unless a message heard since says it has all", () => {
    const silent = page();
    silent.open(null);
    silent.coverage.closed();
    silent.open(3);
    expect(silent.catchUps()).toBe(1);

    const told = page();
    told.open(null);
    told.coverage.heard(9);
    told.coverage.closed();
    told.open(9);
    expect(told.catchUps()).toBe(0);
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
    tab.coverage.heard(60);
    tab.coverage.closed();
    tab.open(60);
    expect(tab.catchUps()).toBe(0);
  });

  it('counts a read asked on one connection and answered on the next as older than that one', () => {
    const tab = page();
    tab.open(50);
    const asked = tab.coverage.readAsked();
    tab.coverage.closed();
    tab.open(50);
    tab.coverage.readAnswered(asked, 49);
    expect(tab.catchUps()).toBe(1);
  });
});
