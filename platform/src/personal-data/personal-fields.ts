import type { DomainEvent, EventType } from '@iec-bets/contracts';

type Data = Record<string, unknown>;

/**
 * What identifies a person in each event that carries it, and what the log holds in its place once sealed. Names,
 * email addresses (the newsletter's included), phone numbers, push subscriptions (whose endpoint and keys single
 * out one browser) and what a comment says are sealed;
 * ids and usernames are not: they are the log's references, and a username alone is a chosen handle.
 */
export interface PersonalFields {
  /** Whose data it is: the key that seals it is theirs. */
  subject(data: Data): string;
  fields: readonly string[];
  /** The stored stand-in of each field, of the type its schema wants; absent fields stay absent. */
  blank: Data;
}

const userFields: PersonalFields = {
  subject: (data) => String(data.userId),
  fields: ['name', 'email', 'phoneNumber'],
  blank: { name: '', email: null, phoneNumber: null },
};

export const PERSONAL_FIELDS: Partial<Record<EventType, PersonalFields>> = {
  UserRegistered: userFields,
  // Only changed fields are present in this event: an absent one means "unchanged", so it stays absent.
  NotificationSettingsChanged: { ...userFields, fields: ['email', 'phoneNumber'], blank: {} },
  PushSubscribed: {
    subject: (data) => String(data.userId),
    fields: ['endpoint', 'keys'],
    blank: { endpoint: '', keys: { p256dh: '', auth: '' } },
  },
  PushUnsubscribed: { subject: (data) => String(data.userId), fields: ['endpoint'], blank: { endpoint: '' } },
  // A subscription's own key, not the address's: once erased, the same address may subscribe again under a new one.
  NewsletterSubscribed: {
    subject: (data) => newsletterSubject(String(data.subscriptionId)),
    fields: ['email', 'name'],
    blank: { email: '', name: null },
  },
  // A comment's own key, not its author's: the comments of a deleted account stay (under "Deleted user"), and one
  // comment its author deletes goes alone.
  CommentPosted: {
    subject: (data) => commentSubject(String(data.commentId)),
    fields: ['content', 'image'],
    blank: { content: '', image: null },
  },
};

/** The personal-data subject of one newsletter subscription; user ids never contain a colon, so none is taken. */
export function newsletterSubject(subscriptionId: string): string {
  return `newsletter:${subscriptionId}`;
}

/** The personal-data subject of one comment: what its author wrote, and the picture they attached. */
export function commentSubject(commentId: string): string {
  return `comment:${commentId}`;
}

export function personalFieldsOf(event: DomainEvent): PersonalFields | undefined {
  return PERSONAL_FIELDS[event.type];
}

/** The event's data with its personal fields as the log holds them once sealed or redacted: blank, or absent. */
export function blankedPersonalData(personal: PersonalFields, data: Data): Data {
  const blank: Data = { ...data };
  for (const field of personal.fields) {
    if (data[field] === undefined) continue;
    if (field in personal.blank) blank[field] = personal.blank[field];
    else delete blank[field];
  }
  return blank;
}
