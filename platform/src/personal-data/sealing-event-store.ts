import { CURRENT_SCHEMA_VERSION, type DomainEvent, type RecordedEvent } from '@iec-bets/contracts';
import { isDeepStrictEqual } from 'node:util';
import type { EventStore, EventSubscription, RedactableEventLog, RedactionEdit, ScanSubscription } from '../event-store/event-store.js';
import { mappedSubscription } from '../event-store/mapped-subscription.js';
import type { StreamAppend } from '../event-store/sqlite-event-store.js';
import { blankedPersonalData, commentSubject, personalFieldsOf, type PersonalFields } from './personal-fields.js';
import type { PersonalDataKeys } from './personal-data-keys.js';
import { openPersonal, sealPersonal } from './personal-data-seal.js';

type Data = Record<string, unknown>;

/** What a personal field holds when there is nothing in it. */
const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * How an event carries personal data: sealed; in the clear, as events written before the sealing (a log from an
 * older version) do; or not at all.
 */
function personalDataOf(event: RecordedEvent): 'sealed' | 'plain' | undefined {
  const personal = personalFieldsOf(event);
  if (!personal) return undefined;
  const data = event.data as Data;
  if (typeof data.sealed === 'string') return 'sealed';
  return personal.fields.some((field) => !isEmpty(data[field])) ? 'plain' : undefined;
}

/** Events that carry personal data to seal: those of a personal kind that hold one of its fields, not yet sealed. */
function toSeal(event: DomainEvent): PersonalFields | undefined {
  const personal = personalFieldsOf(event);
  const data = event.data as Data;
  if (!personal || data.sealed !== undefined) return undefined;
  return personal.fields.some((field) => data[field] !== undefined) ? personal : undefined;
}

function sealEvent(key: Buffer, subject: string, personal: PersonalFields, event: DomainEvent): DomainEvent {
  const data = event.data as Data;
  const present = personal.fields.filter((field) => data[field] !== undefined);
  const values = Object.fromEntries(present.map((field) => [field, data[field]]));
  const stored = blankedPersonalData(personal, data);
  stored.sealed = sealPersonal(key, subject, values);
  return { ...event, data: stored } as DomainEvent;
}

/**
 * The events with their personal fields sealed. Every key they need is fetched, or made, in one call: a bulk
 * import's chunk of thousands of sign-ups costs one durable write of keys, not one each.
 */
async function sealEvents(keys: PersonalDataKeys, events: readonly DomainEvent[]): Promise<DomainEvent[]> {
  const personal = events.map(toSeal);
  const subjects = events.map((event, index) => personal[index]?.subject(event.data as Data));
  const needed = subjects.filter((subject) => subject !== undefined);
  if (needed.length === 0) return [...events];
  const found = await keys.keysFor(needed);
  return events.map((event, index) => {
    const fields = personal[index];
    const subject = subjects[index];
    return fields && subject !== undefined ? sealEvent(found.get(subject)!, subject, fields, event) : event;
  });
}

/** A bulk import's appends (SqliteEventStore.appendMany) with their personal fields sealed, as append seals them. */
export async function sealStreamAppends(keys: PersonalDataKeys, appends: readonly StreamAppend[]): Promise<StreamAppend[]> {
  const sealed = await sealEvents(keys, appends.flatMap((append) => append.events));
  let next = 0;
  return appends.map((append) => ({ ...append, events: sealed.slice(next, (next += append.events.length)) }));
}

/**
 * The events as their readers expect them: the sealed fields opened with their subject's key, or left blank when
 * that key was erased (a deleted account, an erased newsletter subscription), so that every reader, replays and
 * exports included, sees the person as gone. Fields in the clear from before the sealing are blanked too once their
 * subject is erased: such a log still holds them, but nothing the product reads from it shows them again.
 */
async function revealEvents(keys: PersonalDataKeys, events: RecordedEvent[]): Promise<RecordedEvent[]> {
  const kinds = events.map(personalDataOf);
  // Most reads (an answer's question, the projector's batches of answers) carry no personal data: they cost one
  // pass and no look-up.
  if (!kinds.some((kind) => kind !== undefined)) return events;
  const subjectsOf = (kind: 'sealed' | 'plain') =>
    events.filter((_, index) => kinds[index] === kind).map((event) => personalFieldsOf(event)!.subject(event.data as Data));
  const [found, erased] = await Promise.all([
    kinds.includes('sealed') ? keys.keysOf(subjectsOf('sealed')) : new Map<string, Buffer>(),
    kinds.includes('plain') ? keys.erasedAmong(subjectsOf('plain')) : new Set<string>(),
  ]);
  return events.map((event, index) => {
    const kind = kinds[index];
    if (kind === undefined) return event;
    const personal = personalFieldsOf(event)!;
    if (kind === 'plain') {
      const data = event.data as Data;
      return erased.has(personal.subject(data)) ? ({ ...event, data: blankedPersonalData(personal, data) } as RecordedEvent) : event;
    }
    const { sealed, ...data } = event.data as Data;
    const subject = personal.subject(data);
    const key = found.get(subject);
    const opened = key ? (openPersonal(key, subject, sealed as string) as Data) : {};
    return { ...event, data: { ...data, ...opened } } as RecordedEvent;
  });
}

/**
 * The events of `streamIds` that hold, in the clear, data of a person now erased, each with its data blanked: what
 * `redactErasedPlainData` writes in their place. Read upcast, as the subject of an older version's event may only
 * be known once upcast.
 */
async function erasedPlainEvents(log: EventStore, keys: PersonalDataKeys, streamIds: readonly string[]): Promise<RedactionEdit[]> {
  const events = (await Promise.all(streamIds.map((streamId) => log.readStream(streamId)))).flat();
  const inTheClear = events.flatMap((event) => {
    if (personalDataOf(event) !== 'plain') return [];
    const personal = personalFieldsOf(event)!;
    const data = event.data as Data;
    const blank = blankedPersonalData(personal, data);
    // Already blank: redacted before, or written with nothing personal in it.
    if (isDeepStrictEqual(blank, data)) return [];
    const { streamId, revision, type } = event;
    return [{ edit: { streamId, revision, data: blank, schemaVersion: CURRENT_SCHEMA_VERSION[type] }, subject: personal.subject(data) }];
  });
  if (inTheClear.length === 0) return [];
  const erased = await keys.erasedAmong(inTheClear.map(({ subject }) => subject));
  return inTheClear.filter(({ subject }) => erased.has(subject)).map(({ edit }) => edit);
}

/**
 * An event store that seals personal data on its way into the log and opens it on its way out (crypto-shredding;
 * see the README). Everything above it, the rules, the projections and the notifier, works with plain events.
 *
 * Over a log that can be rewritten (`log`, the embedded SQLite file), it also blanks in place what events from before
 * the sealing hold in the clear of an erased person (`redactErasedPlainData`): reading them blank was not enough, as
 * the file, and every copy made of it from then on, still held them.
 */
export function sealPersonalData(store: EventStore, keys: PersonalDataKeys, log?: RedactableEventLog): EventStore {
  return {
    ...(log && {
      async redactErasedPlainData(streamIds: readonly string[]) {
        const edits = await erasedPlainEvents(log, keys, streamIds);
        await log.redactStored(edits);
        return edits.length;
      },
    }),

    async append(streamId, events, options) {
      return store.append(streamId, await sealEvents(keys, events), options);
    },
    async readStream(streamId, options) {
      return revealEvents(keys, await store.readStream(streamId, options));
    },
    async readAll(options) {
      return revealEvents(keys, await store.readAll(options));
    },
    // As stored means sealed: the chains are computed over the sealed form, which outlives an erased key.
    readAllAsStored: (options) => store.readAllAsStored(options),
    headPosition: () => store.headPosition(),
    subscribeAll(options): EventSubscription {
      return mappedSubscription(store.subscribeAll(options), (batch) => revealEvents(keys, batch));
    },
    scanByType(options): ScanSubscription {
      return mappedSubscription(store.scanByType(options), async (batch) => ({ ...batch, events: await revealEvents(keys, batch.events) }));
    },
    close: () => store.close(),
  };
}

/**
 * Once per log, blanks what the log's file holds in the clear of the people erased before erasures blanked it (a log
 * from an older version), and of the comments their authors deleted then: `store` is the sealing store over `log`,
 * sealing with `keys`. Returns how many events it blanked.
 */
export async function redactPastErasures(log: RedactableEventLog, store: EventStore, keys: PersonalDataKeys): Promise<number> {
  const sweep = log.pastErasureSweep();
  if (!sweep || !store.redactErasedPlainData) return 0;
  for (const commentId of sweep.deletedComments) await keys.erase(commentSubject(commentId));
  const blanked = await store.redactErasedPlainData(sweep.streamIds);
  sweep.done();
  return blanked;
}
