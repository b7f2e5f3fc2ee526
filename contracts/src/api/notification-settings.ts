import { z } from 'zod';
import { compactPhoneNumber, INVALID_PHONE, isInternationalPhoneNumber } from './phone-number.js';

/** The SPEC's text when someone turns email alerts on without an address to send them to. */
export const EMAIL_REQUIRED = 'Email Required: Please enter your email address first';
export const PHONE_REQUIRED = 'Phone Number Required: Please enter your phone number with its country code first';
export const INVALID_EMAIL = 'Please enter a valid email address, for example name@example.co.za';

/** Blank fields from the form mean "remove it": null. Absent means "leave it as it is". */
const blankAsNull = (value: string | null | undefined) => (value === undefined ? undefined : value?.trim() || null);

const email = z
  .union([z.string(INVALID_EMAIL).max(254, INVALID_EMAIL), z.null()], { error: INVALID_EMAIL })
  .optional()
  .transform(blankAsNull)
  .refine((value) => value == null || (value.includes('@') && z.email().safeParse(value).success), {
    message: INVALID_EMAIL,
  });

/** International format, as WhatsApp needs it: +<country code><number>; spaces and dashes are dropped. */
const phoneNumber = z
  .union([z.string(INVALID_PHONE).max(40, INVALID_PHONE), z.null()], { error: INVALID_PHONE })
  .optional()
  .transform((value) => {
    const given = blankAsNull(value);
    return typeof given === 'string' ? compactPhoneNumber(given) : given;
  })
  .refine((value) => value == null || isInternationalPhoneNumber(value), { message: INVALID_PHONE });

const flag = (name: string) => z.boolean(`${name} must be true or false`).optional();

/** PUT /api/users/{id}/notifications: any of the fields; those absent stay as they are. */
export const UpdateNotificationSettingsRequest = z.object({
  email,
  phoneNumber,
  emailNotifications: flag('emailNotifications'),
  whatsappNotifications: flag('whatsappNotifications'),
  browserNotifications: flag('browserNotifications'),
  streakReminders: flag('streakReminders'),
});
export type UpdateNotificationSettingsRequest = z.output<typeof UpdateNotificationSettingsRequest>;

/** How a user is alerted, as it stands after the change. */
export const NotificationSettings = z.object({
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  emailNotifications: z.boolean(),
  whatsappNotifications: z.boolean(),
  browserNotifications: z.boolean(),
  /** Whether the player is reminded, on one of the channels above, on an evening when their streak would end at midnight. */
  streakReminders: z.boolean(),
});
export type NotificationSettings = z.infer<typeof NotificationSettings>;

/** Whether this server can deliver one channel's alerts, and if not, why (in words meant for the user). */
export const ChannelAvailability = z.object({
  available: z.boolean(),
  reason: z.string().optional(),
});
export type ChannelAvailability = z.infer<typeof ChannelAvailability>;

export const WhatsAppAvailability = ChannelAvailability.extend({
  streakReminders: z
    .boolean()
    .optional()
    .meta({
      description:
        'Whether WhatsApp carries streak reminders: only with a message template approved for them. Without one a reminder goes by browser notification or email alone. Absent from servers older than reminders.',
    }),
});

/** GET /api/notifications/channels: what the server's configuration lets it deliver. */
export const AlertChannelsResponse = z.object({
  push: ChannelAvailability,
  email: ChannelAvailability,
  whatsapp: WhatsAppAvailability,
});
export type AlertChannelsResponse = z.infer<typeof AlertChannelsResponse>;

export const PUSH_NOT_SET_UP = 'Browser notifications are not set up on this server';
export const EMAIL_NOT_SET_UP = 'Email notifications are not set up on this server';
export const WHATSAPP_NOT_SET_UP = 'WhatsApp notifications are not set up on this server';
export const TEST_EMAIL_NOT_SET_UP = 'Email is not set up on this server, so no test email can be sent';
export const TEST_WHATSAPP_NOT_SET_UP = 'WhatsApp is not set up on this server, so no test WhatsApp message can be sent';
