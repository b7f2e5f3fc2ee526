import {
  answerDecider,
  claimUsername,
  handleCommand,
  hashPassword,
  newUserId,
  notificationSettingsDecider,
  pushSubscriptionDecider,
  questionDecider,
  userDecider,
  usernameDecider,
} from '@iec-bets/command-service';
import {
  CreateQuestionRequest,
  type DomainEvent,
  PushSubscriptionRequest,
  ResolveQuestionRequest,
  SignupRequest,
  streams,
  SubmitAnswerRequest,
  UpdateNotificationSettingsRequest,
} from '@iec-bets/contracts';
import {
  type CommandMetadata,
  DEFAULT_PUSH_SERVICE_HOSTS,
  type EventStore,
  type ExpectedRevision,
  isPushServiceEndpoint,
  type PersonalDataKeys,
  sealPersonalData,
  sealStreamAppends,
  type SqliteEventStore,
  type StreamAppend,
} from '@iec-bets/platform';
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { nationalAnswer } from './national-answers.js';

/**
 * The national benchmark's seed: a bulk importer that decides every event with the product's own deciders, on the
 * state its stream holds, as the routes do, so the same rules hold (a name taken once, one answer per user per
 * question, answers only to a published and unresolved question and only with one of its options, a subscription
 * only to a push service); each request body is first checked against the schema its route declares. A new user's
 * streams hold nothing, so their state is the state of no events, and each append expects "no stream" (or the
 * revision its own decision before left): the event store checks that inside the transaction, and a chunk in which
 * one of them fails lands not at all. What makes it fast is that the appends of CHUNK users share one transaction
 * (SqliteEventStore.appendMany) instead of a commit, or a savepoint, each. Personal fields (names, push
 * subscriptions) are sealed as the server seals them, under keys made for the whole chunk in one write. The
 * questions and the admin go through handleCommand, on the sealing store, exactly as the routes do. One password
 * is hashed for everyone (scrypt costs a deliberate ~50 ms a call): every seeded user can sign in as `nat<index>`
 * with NATIONAL_PASSWORD.
 */
export const NATIONAL_PASSWORD = 'bench-national-night';
/** Users whose appends share one transaction. */
const CHUNK = 5_000;

export interface NationalSeed {
  /** User ids in sign-up order; user i answered as nationalAnswer(i) says. */
  userIds: string[];
  adminId: string;
  /** Two questions every user answered, resolved in the seed, so that the night's resolution ranks everyone. */
  historyQuestionIds: string[];
  /** The election night's question: published, answered by every user, not yet resolved. */
  questionId: string;
  /** A drafted question, for an admin to publish: its new-question alert goes to every user. */
  draftQuestionId: string;
  events: number;
}

const metadata = (actorId: string | null): CommandMetadata => ({
  actorId,
  correlationId: randomUUID(),
  causationId: null,
  occurredAt: new Date().toISOString(),
});

async function publishQuestion(store: EventStore, adminId: string, text: string, date: string): Promise<string> {
  const questionId = await draftQuestion(store, adminId, text, date);
  await handleCommand(store, questionDecider, {
    streamId: streams.question(questionId),
    command: { type: 'PublishQuestion', data: { questionId } },
    metadata: metadata(adminId),
  });
  return questionId;
}

async function draftQuestion(store: EventStore, adminId: string, text: string, date: string): Promise<string> {
  const questionId = randomUUID();
  const request = CreateQuestionRequest.parse({
    text,
    context: null,
    date,
    options: [
      { id: 'yes', text: 'Yes' },
      { id: 'no', text: 'No' },
    ],
  });
  const streamId = streams.question(questionId);
  await handleCommand(store, questionDecider, { streamId, command: { type: 'DraftQuestion', data: { questionId, ...request } }, metadata: metadata(adminId) });
  return questionId;
}

export async function resolveQuestion(store: EventStore, adminId: string, questionId: string, correctOptionId: 'yes' | 'no'): Promise<void> {
  const request = ResolveQuestionRequest.parse({ correctOptionId, resolutionSummary: 'Resolved for the national benchmark' });
  await handleCommand(store, questionDecider, {
    streamId: streams.question(questionId),
    command: { type: 'ResolveQuestion', data: { questionId, ...request }, resolvedAt: new Date().toISOString() },
    metadata: metadata(adminId),
  });
}

async function signUp(store: EventStore, input: { username: string; name: string; passwordHash: string }): Promise<string> {
  const body = SignupRequest.parse({ username: input.username, password: NATIONAL_PASSWORD, name: input.name });
  const userId = newUserId();
  const md = metadata(userId);
  await claimUsername(store, { username: body.username, userId }, md);
  await handleCommand(store, userDecider, {
    streamId: streams.user(userId),
    command: {
      type: 'RegisterUser',
      data: { userId, username: body.username, name: body.name, email: body.email, phoneNumber: body.phoneNumber, passwordHash: input.passwordHash },
    },
    metadata: md,
  });
  return userId;
}

/** A decider's state after `events`. */
function fold<State>(decider: { evolve(state: State, event: DomainEvent): State; initialState(): State }, events: readonly DomainEvent[]): State {
  return events.reduce((state, event) => decider.evolve(state, event), decider.initialState());
}

/** An append that creates its stream: refused (and with it the whole chunk) if the stream exists already. */
function newStream(streamId: string, events: DomainEvent[], actorId: string | null, expectedRevision: ExpectedRevision = 'no_stream'): StreamAppend {
  return { streamId, events, options: { expectedRevision, metadata: metadata(actorId) } };
}

/**
 * One sign-up as the sign-up route makes it (the name reserved in its own stream, then the account), then the
 * browser alerts turned on and a browser subscribed, as the settings and subscription routes do: each decided by
 * its decider on the state its stream holds, which for a new user is the state of no events (the appends' "no
 * stream" expectations check that it is so).
 */
function userAppends(input: {
  index: number;
  userId: string;
  passwordHash: string;
  keys: { p256dh: string; auth: string };
  pushOrigin: string;
  pushHosts: string[];
}): StreamAppend[] {
  const { userId } = input;
  const body = SignupRequest.parse({ username: `nat${input.index}`, password: NATIONAL_PASSWORD, name: `National player ${input.index}` });
  const reserved = usernameDecider.decide(
    { type: 'ReserveUsername', data: { username: body.username, userId }, replacing: null },
    usernameDecider.initialState(),
  );
  const registered = userDecider.decide(
    {
      type: 'RegisterUser',
      data: { userId, username: body.username, name: body.name, email: body.email, phoneNumber: body.phoneNumber, passwordHash: input.passwordHash },
    },
    userDecider.initialState(),
  );
  const settings = UpdateNotificationSettingsRequest.parse({ browserNotifications: true });
  const alertsOn = notificationSettingsDecider.decide(
    { type: 'ChangeNotificationSettings', data: { userId, ...settings } },
    fold(notificationSettingsDecider, registered),
  );
  const subscription = PushSubscriptionRequest.parse({ endpoint: `${input.pushOrigin}/push/${userId}`, keys: input.keys });
  // The subscription route's own check: the notifier will post to this address.
  if (!isPushServiceEndpoint(subscription.endpoint, input.pushHosts)) throw new Error(`${subscription.endpoint} is not a push service`);
  const subscribed = pushSubscriptionDecider.decide(
    { type: 'SubscribeToPush', data: { userId, endpoint: subscription.endpoint, keys: subscription.keys } },
    pushSubscriptionDecider.initialState(),
  );
  return [
    newStream(streams.username(body.username), reserved, userId),
    newStream(streams.user(userId), registered, userId),
    newStream(streams.user(userId), alertsOn, userId, registered.length - 1),
    newStream(streams.pushSubscriptions(userId), subscribed, userId),
  ];
}

export async function seedNational(
  stores: { log: SqliteEventStore; keys: PersonalDataKeys },
  options: { users: number; pushOrigin: string; pushHosts: string[]; onProgress?: (users: number) => void },
): Promise<NationalSeed> {
  const store = sealPersonalData(stores.log, stores.keys);
  const passwordHash = await hashPassword(NATIONAL_PASSWORD);
  const adminId = await signUp(store, { username: 'national_admin', name: 'National admin', passwordHash });
  await handleCommand(store, userDecider, { streamId: streams.user(adminId), command: { type: 'GrantAdmin', data: { userId: adminId } }, metadata: metadata(null) });
  // Every question is of the day the seed starts, and every answer is given at that moment: a question takes answers
  // on its own South African day only, and a seed of half a million answers may run past midnight.
  const seededAt = new Date().toISOString();
  const historyQuestionIds = [
    await publishQuestion(store, adminId, 'Will the IEC announce the final turnout before Friday?', seededAt),
    await publishQuestion(store, adminId, 'Will more than 60% of registered voters vote?', seededAt),
  ];
  const questionId = await publishQuestion(store, adminId, 'Will the governing party win more than 50% of the national vote?', seededAt);
  const pushHosts = [...DEFAULT_PUSH_SERVICE_HOSTS, ...options.pushHosts];
  const keys = benchPushKeys();

  // Each answer is decided against its question as the answer route sees it: the question's stream folded.
  const questionStates = await Promise.all(
    [...historyQuestionIds, questionId].map(async (id) => fold(answerDecider, await store.readStream(streams.question(id)))),
  );
  const userIds: string[] = [];
  for (let start = 0; start < options.users; start += CHUNK) {
    const appends: StreamAppend[] = [];
    for (let index = start; index < Math.min(options.users, start + CHUNK); index++) {
      const userId = newUserId();
      appends.push(...userAppends({ index, userId, passwordHash, keys, pushOrigin: options.pushOrigin, pushHosts }));
      const answers = nationalAnswer(index);
      for (const [q, state] of questionStates.entries()) {
        const id = q < historyQuestionIds.length ? historyQuestionIds[q]! : questionId;
        const body = SubmitAnswerRequest.parse({ questionId: id, optionId: answers[q]! });
        const submit = { type: 'SubmitAnswer' as const, data: { questionId: body.questionId, userId, optionId: body.optionId }, answeredAt: seededAt };
        const events = answerDecider.decide(submit, state);
        appends.push(newStream(streams.answer(id, userId), events, userId));
      }
      userIds.push(userId);
    }
    await stores.log.appendMany(await sealStreamAppends(stores.keys, appends));
    options.onProgress?.(userIds.length);
  }
  for (const id of historyQuestionIds) await resolveQuestion(store, adminId, id, 'yes');
  const draftQuestionId = await draftQuestion(store, adminId, 'Will the new national assembly elect its speaker on the first day?', seededAt);
  return { userIds, adminId, historyQuestionIds, questionId, draftQuestionId, events: await store.headPosition() };
}

/**
 * A browser's keys as a push subscription carries them (a P-256 public key and a 16-byte secret), made once and
 * shared by every seeded user: deliveries encrypt to them, and the local push service only counts what arrives.
 */
function benchPushKeys(): { p256dh: string; auth: string } {
  const ecdh = createECDH('prime256v1');
  return { p256dh: ecdh.generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}
