import { z } from 'zod';

const NEEDS_EMAIL = 'Please enter your email address';

export const SubscribeNewsletterRequest = z.object({
  email: z
    .string(NEEDS_EMAIL)
    .trim()
    .min(1, NEEDS_EMAIL)
    .max(254, 'Email address must be at most 254 characters')
    .pipe(z.email('Please enter a valid email address, for example name@example.co.za'))
    // The lowercased address is the subscriber's identity: Name@Example.org and name@example.org are one person.
    .transform((email) => email.toLowerCase()),
  name: z
    .string('Name must be text')
    .trim()
    .max(100, 'Name must be at most 100 characters')
    .optional()
    .nullable()
    .transform((value) => (value ? value : null)),
  /** Where the form was, e.g. 'landing_page'. */
  source: z
    .string('Source must be text')
    .trim()
    .max(50, 'Source must be at most 50 characters')
    .regex(/^[A-Za-z0-9_.-]*$/, 'Source may contain only letters, digits, dots, dashes and underscores')
    .optional()
    .nullable()
    .transform((value) => (value ? value : null)),
});
export type SubscribeNewsletterRequest = z.infer<typeof SubscribeNewsletterRequest>;

/** The same answer for a first and a repeated subscription: either way the address is now subscribed. */
export const SubscribeNewsletterResponse = z.object({
  subscribed: z.literal(true),
  email: z.string(),
  message: z.string(),
});
export type SubscribeNewsletterResponse = z.infer<typeof SubscribeNewsletterResponse>;
export const SUBSCRIBED_MESSAGE = "You're subscribed!";

export const NOT_ON_THE_NEWSLETTER = 'That address is not on the newsletter list';

/** An entry of the admins' newsletter list; `id` is the subscriber id: 64 hexadecimal characters that name the address without spelling it out. */
export const NewsletterSubscriber = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  source: z.string().nullable(),
  subscribedAt: z.iso.datetime(),
});
export type NewsletterSubscriber = z.infer<typeof NewsletterSubscriber>;
export const NewsletterSubscriberList = z.array(NewsletterSubscriber);
