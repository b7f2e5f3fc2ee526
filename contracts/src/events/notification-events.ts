import { z } from 'zod';

/**
 * Appended to `user-<id>` when a user changes how they want to be alerted. Only the fields that changed are present;
 * an email or phone number set to null is removed.
 */
export const NotificationSettingsChanged = z.object({
  type: z.literal('NotificationSettingsChanged'),
  data: z.object({
    userId: z.string(),
    email: z.string().nullable().optional(),
    phoneNumber: z.string().nullable().optional(),
    emailNotifications: z.boolean().optional(),
    browserNotifications: z.boolean().optional(),
    whatsappNotifications: z.boolean().optional(),
    streakReminders: z.boolean().optional(),
    /** Where the log holds the personal fields, sealed with the user's own key; see personal-fields.ts in platform. */
    sealed: z.string().optional(),
  }),
});
export type NotificationSettingsChanged = z.infer<typeof NotificationSettingsChanged>;

/** Appended to `pushsubscription-<userId>` when a browser subscribes to push for its signed-in user. */
export const PushSubscribed = z.object({
  type: z.literal('PushSubscribed'),
  data: z.object({
    userId: z.string(),
    endpoint: z.string(),
    keys: z.object({ p256dh: z.string(), auth: z.string() }),
    /** Where the log holds the personal fields, sealed with the user's own key; see personal-fields.ts in platform. */
    sealed: z.string().optional(),
  }),
});
export type PushSubscribed = z.infer<typeof PushSubscribed>;

/** The browser unsubscribed, or the push service answered that the subscription is gone (404/410). */
export const PushUnsubscribed = z.object({
  type: z.literal('PushUnsubscribed'),
  data: z.object({
    userId: z.string(),
    endpoint: z.string(),
    /** Where the log holds the personal fields, sealed with the user's own key; see personal-fields.ts in platform. */
    sealed: z.string().optional(),
  }),
});
export type PushUnsubscribed = z.infer<typeof PushUnsubscribed>;
