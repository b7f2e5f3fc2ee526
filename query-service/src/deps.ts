import type { DeliverableChannels, EventStore, ImageStore, NewsletterSubscriberIds, NoticeBus, ReadStore, SessionStore } from '@iec-bets/platform';
import type { RealtimeHub } from './realtime/realtime-hub.js';
import type { RenderBudget } from './pages/render-budget.js';

export interface QueryDeps {
  readStore: ReadStore;
  /** Read for the audit trail of a question, which outlives the question's read models. */
  eventStore: EventStore;
  sessionStore: SessionStore;
  noticeBus: NoticeBus;
  /** Comment images, served by their hash. */
  imageStore: ImageStore;
  /** Finds an address on the newsletter list by its id (newsletterSubscriberIdsOf the personal-data keys). */
  newsletterSubscriberIds: NewsletterSubscriberIds;
  /** Longest time a read that sends x-min-position waits for the projector. */
  readWaitTimeoutMs: number;
  clock?: () => Date;
  /** The /ws feed's hub, for other limits than the defaults or to look at its sockets (tests, benchmark). */
  realtimeHub?: RealtimeHub;
  /** The servers out of reach right now (see Stores.unreachable); health answers 503 while there are any. */
  unreachable?: () => Promise<string[]>;
  /** The web-push application server key browsers subscribe with; without it push is not offered (404). */
  vapidPublicKey?: string;
  /** What the configuration lets the alerts deliver (GET /api/notifications/channels); see deliverableChannels. */
  alertChannels?: DeliverableChannels;
  /** The privacy notice's contact address (GET /api/privacy/contact); none unless configured. */
  privacyContactEmail?: string | undefined;
  /** How much of its time the process may spend drawing questions' pictures (a fifth of each second by default). */
  pictureBudget?: RenderBudget;
}

export const systemClock = () => new Date();
