import type { DomainEvent, RecordedEvent } from '@iec-bets/contracts';
import type { EventStore, EventSubscription } from '../event-store/event-store.js';
import { personalFieldsOf } from './personal-fields.js';
import type { PersonalDataKeys } from './personal-data-keys.js';
import { openPersonal, sealPersonal } from './personal-data-seal.js';

type Data = Record<string, unknown>;

async function sealEvent(keys: PersonalDataKeys, event: DomainEvent): Promise<DomainEvent> {
  const personal = personalFieldsOf(event);
  const data = event.data as Data;
  if (!personal || data.sealed !== undefined) return event;
  const present = personal.fields.filter((field) => data[field] !== undefined);
  if (present.length === 0) return event;
  const subject = personal.subject(data);
  const values = Object.fromEntries(present.map((field) => [field, data[field]]));
  const stored: Data = { ...data };
  for (const field of present) {
    if (field in personal.blank) stored[field] = personal.blank[field];
    else delete stored[field];
  }
  stored.sealed = sealPersonal(await keys.keyFor(subject), subject, values);
  return { ...event, data: stored } as DomainEvent;
}

/**
 * The events as their readers expect them: the sealed fields opened with their subject's key, or left blank when
 * that key was erased (a deleted account), so that every reader, replays included, sees the person as gone.
 */
const isSealed = (event: RecordedEvent) => typeof (event.data as Data).sealed === 'string' && personalFieldsOf(event) !== undefined;

async function revealEvents(keys: PersonalDataKeys, events: RecordedEvent[]): Promise<RecordedEvent[]> {
  // Most reads (an answer's question, the projector's batches of answers) carry no personal data: they cost one
  // pass and no look-up.
  if (!events.some(isSealed)) return events;
  const found = await keys.keysOf(events.filter(isSealed).map((event) => personalFieldsOf(event)!.subject(event.data as Data)));
  return events.map((event) => {
    const { sealed, ...data } = event.data as Data;
    const personal = personalFieldsOf(event);
    if (typeof sealed !== 'string' || !personal) return event;
    const subject = personal.subject(data);
    const key = found.get(subject);
    const opened = key ? (openPersonal(key, subject, sealed) as Data) : {};
    return { ...event, data: { ...data, ...opened } } as RecordedEvent;
  });
}

/**
 * An event store that seals personal data on its way into the log and opens it on its way out (crypto-shredding;
 * see the README). Everything above it, the rules, the projections and the notifier, works with plain events.
 */
export function sealPersonalData(store: EventStore, keys: PersonalDataKeys): EventStore {
  return {
    async append(streamId, events, options) {
      const sealed = await Promise.all(events.map((event) => sealEvent(keys, event)));
      return store.append(streamId, sealed, options);
    },
    async readStream(streamId) {
      return revealEvents(keys, await store.readStream(streamId));
    },
    async readAll(options) {
      return revealEvents(keys, await store.readAll(options));
    },
    // As stored means sealed: the chains are computed over the sealed form, which outlives an erased key.
    readAllAsStored: (options) => store.readAllAsStored(options),
    headPosition: () => store.headPosition(),
    subscribeAll(options): EventSubscription {
      const subscription = store.subscribeAll(options);
      return {
        async *[Symbol.asyncIterator]() {
          for await (const batch of subscription) yield await revealEvents(keys, batch);
        },
        close: () => subscription.close(),
      };
    },
    close: () => store.close(),
  };
}
