import { z } from 'zod';

/**
 * Appended to `newsletter-<sha256 of the lowercased email>` the first time an address subscribes. One stream per
 * address, so a second subscription of the same address finds it and adds nothing.
 */
export const NewsletterSubscribed = z.object({
  type: z.literal('NewsletterSubscribed'),
  data: z.object({
    /** Trimmed and lowercased: the subscriber's identity. */
    email: z.string(),
    name: z.string().nullable(),
    /** Where the form was, e.g. 'landing_page'. */
    source: z.string().nullable(),
  }),
});
export type NewsletterSubscribed = z.infer<typeof NewsletterSubscribed>;
