import type { DomainEvent } from '@iec-bets/contracts';
import {
  WrongExpectedRevisionError,
  type AppendResult,
  type CommandMetadata,
  type EventStore,
} from '@iec-bets/platform';
import { foldEvents, type Decider } from '../domain/decider.js';
import { ConcurrentChange } from '../domain/domain-error.js';

export interface CommandInput<Command, Event extends DomainEvent = DomainEvent> {
  /** The stream the decision is appended to; its revision at read time is the expected revision of the append. */
  streamId: string;
  command: Command;
  metadata: CommandMetadata;
  /**
   * Streams the decision also needs but does not lock (an answer reads its question), folded together with the own
   * stream in the order of the log. A change to them between read and append is accepted: the answer that lands the
   * instant a question closes.
   */
  contextStreamIds?: readonly string[];
  /**
   * The stream is written once and almost always absent when the command arrives (a user's answer to a question):
   * the first attempt takes it as absent without reading it, and the append's "no stream" expectation checks that.
   * When the stream does exist the append is refused, and the next attempt reads it and decides on what it holds.
   */
  expectNewStream?: boolean;
  /**
   * What must be done once the rules have accepted the command and before the log records it, with the events
   * decided: a comment's key is destroyed before its deletion is recorded, so that a failure in between leaves the
   * comment erased and the deletion to ask again, never a deletion recorded over text still readable. Runs again if
   * a concurrent change makes the command decide again, so it must bear repeating.
   */
  beforeAppend?: (events: readonly Event[]) => Promise<void>;
}

export interface CommandOutcome<Event extends DomainEvent> {
  events: Event[];
  /** Where the last appended event landed; null when the decision appended nothing. */
  appended: AppendResult | null;
}

/**
 * Two writers racing on one stream both read the same revision; the loser's append is refused. Deciding again on
 * the fresh state gives the loser the answer the rules give (e.g. "already answered"), so a few retries suffice.
 */
const MAX_ATTEMPTS = 3;

/** Load, fold, decide, append with optimistic concurrency: the one way every command reaches the event store. */
export async function handleCommand<Command, State, Event extends DomainEvent>(
  eventStore: EventStore,
  decider: Decider<Command, State, Event>,
  input: CommandInput<Command, Event>,
): Promise<CommandOutcome<Event>> {
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    // A change to the context between read and append is accepted, so this turn's view of it will do.
    const context = await Promise.all((input.contextStreamIds ?? []).map((id) => eventStore.readStream(id, { freshness: 'turn' })));
    const own = attempt === 1 && input.expectNewStream ? [] : await eventStore.readStream(input.streamId);
    // In the log's order, so that a decision recorded on one stream about another (a moderator's removal, kept on
    // the question's stream, of a comment) meets the events it is about in the order they happened. Each stream is
    // in order already, so one stream alone (an answer's question, its own stream still empty) needs no sorting.
    const read = [...context, own].filter((events) => events.length > 0);
    const events = read.length <= 1 ? (read[0] ?? []) : read.flat().sort((a, b) => a.position - b.position);
    const state = foldEvents(decider, events);
    const decided = decider.decide(input.command, state);
    if (decided.length === 0) return { events: decided, appended: null };
    const last = own.at(-1);
    await input.beforeAppend?.(decided);
    try {
      const appended = await eventStore.append(input.streamId, decided, {
        expectedRevision: last ? last.revision : 'no_stream',
        metadata: input.metadata,
      });
      return { events: decided, appended };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
    }
  }
  throw new ConcurrentChange('Someone else changed this at the same moment. Please try again.');
}
