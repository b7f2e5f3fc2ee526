import { PROJECTOR_ADVANCED_CHANNEL, ReadModel } from '@iec-bets/contracts';
import { createInProcessNoticeBus } from '@iec-bets/platform';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rebuildReadModels } from './rebuild-read-models.js';
import { appendScript } from './test-support/append-script.js';
import { snapshotReadModels } from './test-support/given-events.js';
import { projectedUpTo, startTestProjector } from './test-support/live-projector.js';
import { events } from '@iec-bets/testing';
import { scriptedHistory } from './test-support/scripted-history.js';
import { openTempEventStore, openTempReadStore, tempDir } from './test-support/temp-stores.js';

describe('the live projector', () => {
  it('projects events as they are appended and announces each batch once it is committed', async () => {
    const eventStore = openTempEventStore();
    const readStore = openTempReadStore();
    const noticeBus = createInProcessNoticeBus();
    const announced: Array<{ position: number; committed: number }> = [];
    const unsubscribe = await noticeBus.subscribe(PROJECTOR_ADVANCED_CHANNEL, (message) => {
      const { position } = message as { position: number };
      void readStore.checkpoint('projector').then((committed) => announced.push({ position, committed }));
    });
    const projector = startTestProjector(eventStore, readStore, { batchSize: 4, noticeBus });

    const head = await appendScript(eventStore, scriptedHistory());
    await projectedUpTo(projector, head);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await unsubscribe();
    await noticeBus.close();

    expect(await readStore.checkpoint('projector')).toBe(head);
    expect(announced.at(-1)?.position).toBe(head);
    for (const [index, notice] of announced.entries()) {
      expect(notice.committed).toBeGreaterThanOrEqual(notice.position);
      if (index > 0) expect(notice.position).toBeGreaterThan(announced[index - 1]!.position);
    }
    expect(await readStore.get(ReadModel.users, 'u1')).toMatchObject({ username: 'thandi', isAdmin: true });
  });

  it('picks up after a restart from its checkpoint without applying anything twice', async () => {
    const eventStore = openTempEventStore();
    const readStore = openTempReadStore();
    const history = scriptedHistory();
    const half = Math.floor(history.length / 2);

    const first = startTestProjector(eventStore, readStore, { batchSize: 3 });
    await projectedUpTo(first, await appendScript(eventStore, history.slice(0, half)));
    await first.stop();
    const head = await appendScript(eventStore, history.slice(half));
    const second = startTestProjector(eventStore, readStore, { batchSize: 3 });
    await projectedUpTo(second, head);

    const rebuilt = openTempReadStore(tempDir());
    await rebuildReadModels({ eventStore, readStore: rebuilt });
    expect(await snapshotReadModels(readStore)).toEqual(await snapshotReadModels(rebuilt));
  });

  it('shows a vote in the question results once its batch is projected', async () => {
    const eventStore = openTempEventStore();
    const readStore = openTempReadStore();
    const projector = startTestProjector(eventStore, readStore);
    await appendScript(eventStore, [
      { event: events.drafted('q1', '2025-03-10T11:00:00Z'), at: '2025-03-01T09:00:00Z' },
      { event: events.published('q1'), at: '2025-03-02T09:00:00Z' },
    ]);
    const position = await appendScript(eventStore, [{ event: events.answered('q1', 'u1', 'no'), at: '2025-03-10T09:00:00Z' }]);
    await projectedUpTo(projector, position);
    expect(await readStore.get(ReadModel.questions, 'q1')).toMatchObject({ totalVotes: 1 });
  });

  it("leaves none of an erased account's documents in the read models' files, their write-ahead log included", async () => {
    const dir = tempDir();
    const eventStore = openTempEventStore();
    const readStore = openTempReadStore(dir);
    const projector = startTestProjector(eventStore, readStore);
    const email = 'naledi.private@example.co.za';
    const onDisk = () =>
      ['read-models.sqlite', 'read-models.sqlite-wal'].some((name) => existsSync(join(dir, name)) && readFileSync(join(dir, name)).includes(email));
    await projectedUpTo(projector, await appendScript(eventStore, [{ event: events.registered('u1', 'naledi', { email }), at: '2025-03-01T09:00:00Z' }]));
    expect(onDisk()).toBe(true);

    await projectedUpTo(projector, await appendScript(eventStore, [{ event: events.userDeleted('u1', 'naledi'), at: '2025-03-02T09:00:00Z' }]));

    expect(await readStore.get(ReadModel.users, 'u1')).toBeNull();
    expect(onDisk()).toBe(false);
  });

  it("leaves none of an erased newsletter subscription's address in the read models' files, their write-ahead log included", async () => {
    const dir = tempDir();
    const eventStore = openTempEventStore();
    const readStore = openTempReadStore(dir);
    const projector = startTestProjector(eventStore, readStore);
    const email = 'zanele.private@example.co.za';
    const onDisk = () =>
      ['read-models.sqlite', 'read-models.sqlite-wal'].some((name) => existsSync(join(dir, name)) && readFileSync(join(dir, name)).includes(email));
    await projectedUpTo(projector, await appendScript(eventStore, [{ event: events.newsletterSubscribed(email, 'Zanele', null, 'sub-1'), at: '2025-03-01T09:00:00Z' }]));
    expect(onDisk()).toBe(true);

    await projectedUpTo(projector, await appendScript(eventStore, [{ event: events.newsletterSubscriptionErased(email, 'sub-1'), at: '2025-03-02T09:00:00Z' }]));

    expect(await readStore.count(ReadModel.newsletterSubscribers)).toBe(0);
    expect(onDisk()).toBe(false);
  });
});
