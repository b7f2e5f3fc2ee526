import { type DomainEvent, streams } from '@iec-bets/contracts';
import type { EventStore, SessionStore } from '@iec-bets/platform';
import { newUserId } from '@iec-bets/command-service';
import { randomUUID } from 'node:crypto';

export interface SeededPlayer {
  userId: string;
  sessionId: string;
}

/**
 * Bench players cannot log in (no password verifies against this marker): they act through sessions made here,
 * which keeps thousands of sign-ups' deliberate hashing cost out of the set-up.
 */
const NO_PASSWORD = 'scrypt$bench-player-without-password';

function metadata(actorId: string | null) {
  return { actorId, correlationId: randomUUID(), causationId: null, occurredAt: new Date().toISOString() };
}

async function appendNew(store: EventStore, streamId: string, events: DomainEvent[], actorId: string | null) {
  return store.append(streamId, events, { expectedRevision: 'no_stream', metadata: metadata(actorId) });
}

export async function seedPlayers(store: EventStore, count: number, prefix: string): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const userId = newUserId();
    const username = `${prefix}${i}`;
    await appendNew(store, streams.username(username), [{ type: 'UsernameReserved', data: { username: username.toLowerCase(), userId } }], userId);
    await appendNew(
      store,
      streams.user(userId),
      [{ type: 'UserRegistered', data: { userId, username, name: `Bench player ${i}`, email: null, phoneNumber: null, passwordHash: NO_PASSWORD } }],
      userId,
    );
    ids.push(userId);
  }
  return ids;
}

export async function seedSessions(sessions: SessionStore, userIds: string[]): Promise<SeededPlayer[]> {
  const players: SeededPlayer[] = [];
  for (const userId of userIds) {
    const session = await sessions.create(userId, 24 * 60 * 60 * 1000);
    players.push({ userId, sessionId: session.id });
  }
  return players;
}

/** Published questions of today, open for answers. */
export async function seedOpenQuestions(store: EventStore, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const questionId = randomUUID();
    await appendNew(
      store,
      streams.question(questionId),
      [
        {
          type: 'QuestionDrafted',
          data: {
            questionId,
            text: `Will bench question ${i} come true`,
            context: null,
            date: new Date().toISOString(),
            options: [
              { id: 'yes', text: 'Yes' },
              { id: 'no', text: 'No' },
            ],
          },
        },
        { type: 'QuestionPublished', data: { questionId } },
      ],
      null,
    );
    ids.push(questionId);
  }
  return ids;
}

/** Every player answers every question (alternating yes/no), then every other question is resolved. */
export async function seedAnsweredHistory(store: EventStore, players: string[], questions: string[]): Promise<void> {
  for (const [q, questionId] of questions.entries()) {
    for (const [p, userId] of players.entries()) {
      await appendNew(
        store,
        streams.answer(questionId, userId),
        [{ type: 'AnswerSubmitted', data: { questionId, userId, optionId: (p + q) % 2 === 0 ? 'yes' : 'no' } }],
        userId,
      );
    }
    if (q % 2 === 0) {
      await store.append(
        streams.question(questionId),
        [{ type: 'QuestionResolved', data: { questionId, correctOptionId: 'yes', resolutionSummary: 'Bench resolution', resolutionProofUrl: null } }],
        { expectedRevision: 'stream_exists', metadata: metadata(null) },
      );
    }
  }
}
