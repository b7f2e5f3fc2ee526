import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AlertChannelsResponse,
  EMAIL_REQUIRED,
  INVALID_EMAIL,
  INVALID_PHONE,
  type NotificationSettings,
  PHONE_REQUIRED,
  UpdateNotificationSettingsRequest,
  type User,
} from '@iec-bets/contracts';
import { type BaseSyntheticEvent, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { type NotificationSettingsChange, useUpdateNotificationSettings } from '@/api/update-notification-settings';
import { useToast } from '@/components/toast/toast-context';
import { errorMessage } from '@/lib/api-error';

const SAVED_DESCRIPTION = 'Your notification preferences have been saved.';

/** A blank field means "no address": the server removes it. */
const addressOrNull = (value: string) => value.trim() || null;

/** Whether an address given is one the server takes: its own rules, from the contract, so the two never differ. */
const emailTaken = (email: string) => UpdateNotificationSettingsRequest.shape.email.safeParse(email).success;
const phoneTaken = (phone: string) => UpdateNotificationSettingsRequest.shape.phoneNumber.safeParse(phone).success;

/**
 * SPEC section 5: a channel that is on needs somewhere to send to, email an address with an at sign and WhatsApp a
 * number. An address given must be one the server takes, checked here by the server's own rules, so that what is
 * wrong stands beside its field (both at once, when both are), not in a toast at the top of the screen.
 */
const SettingsFields = z
  .object({ email: z.string(), phoneNumber: z.string(), emailNotifications: z.boolean(), whatsappNotifications: z.boolean() })
  .superRefine((settings, context) => {
    if (settings.emailNotifications && !settings.email.includes('@')) {
      context.addIssue({ code: 'custom', path: ['email'], message: EMAIL_REQUIRED });
    } else if (!emailTaken(settings.email)) {
      context.addIssue({ code: 'custom', path: ['email'], message: INVALID_EMAIL });
    }
    if (settings.whatsappNotifications && !settings.phoneNumber.trim()) {
      context.addIssue({ code: 'custom', path: ['phoneNumber'], message: PHONE_REQUIRED });
    } else if (!phoneTaken(settings.phoneNumber)) {
      context.addIssue({ code: 'custom', path: ['phoneNumber'], message: INVALID_PHONE });
    }
  });

/**
 * One channel of the form: its switch and address fields, the server's name for it (`AlertChannelsResponse`), and
 * the server's rule for its address with the words of a refusal.
 */
type Channel = { delivery: 'email' | 'whatsapp'; taken: (address: string) => boolean; invalid: string } & (
  | { switch: 'emailNotifications'; address: 'email' }
  | { switch: 'whatsappNotifications'; address: 'phoneNumber' }
);
const emailChannel: Channel = { switch: 'emailNotifications', address: 'email', delivery: 'email', taken: emailTaken, invalid: INVALID_EMAIL };
const whatsappChannel: Channel = {
  switch: 'whatsappNotifications',
  address: 'phoneNumber',
  delivery: 'whatsapp',
  taken: phoneTaken,
  invalid: INVALID_PHONE,
};

/**
 * The /notifications form: the two addresses and their switches. A switch takes effect at once (with the address
 * beside it), the email address is saved on leaving the field, and Save Settings saves everything.
 */
export function useSettingsForm(user: User, channels: AlertChannelsResponse | undefined) {
  const form = useForm({
    resolver: zodResolver(SettingsFields),
    defaultValues: {
      email: user.email ?? '',
      phoneNumber: user.phoneNumber ?? '',
      emailNotifications: user.emailNotifications,
      whatsappNotifications: user.whatsappNotifications,
    },
    // A message goes as soon as its field is typed in again, not only once the typing has made it right.
    reValidateMode: 'onSubmit',
  });
  const [emailOn, whatsappOn] = useWatch({ control: form.control, name: ['emailNotifications', 'whatsappNotifications'] });
  const [saved, setSaved] = useState<Pick<NotificationSettings, 'email' | 'phoneNumber'>>({ email: user.email, phoneNumber: user.phoneNumber });
  const update = useUpdateNotificationSettings(user.id);
  // The email saved on leaving its field goes on its own, without holding the controls: the press that takes the
  // focus off the field is often on Save or a switch, which would be disabled before the button is released, and a
  // browser sends no click to a disabled control (the press was lost, the phone number typed never sent).
  const leavingSave = useUpdateNotificationSettings(user.id);
  const toast = useToast();
  // A channel the server cannot deliver is shown off (channel-switch.tsx), whatever was saved: the form goes by that.
  const deliverable = (channel: Channel) => channels?.[channel.delivery].available !== false;
  const shownOn = (channel: Channel) => form.getValues(channel.switch) && deliverable(channel);

  function save(
    change: NotificationSettingsChange,
    texts: { title: string; failure: string },
    onFailure?: () => void,
    mutation: typeof update = update,
  ) {
    mutation.mutate(change, {
      onSuccess: (settings) => {
        setSaved({ email: settings.email, phoneNumber: settings.phoneNumber });
        toast({ title: texts.title, description: SAVED_DESCRIPTION });
      },
      onError: (error) => {
        onFailure?.();
        toast({ title: 'Error', description: errorMessage(error, texts.failure), variant: 'destructive' });
      },
    });
  }
  const updated = { title: 'Settings Updated', failure: 'Failed to update notification preferences.' };

  /**
   * The form's rule for the switch as if it were on. When it may not go on, the message stands beside the channel's
   * address and the focus goes there, where the user can put it right.
   */
  function mayTurnOn(channel: Channel): boolean {
    const refusal = SettingsFields.safeParse({ ...form.getValues(), [channel.switch]: true }).error?.issues.find(
      (issue) => issue.path[0] === channel.address,
    );
    if (!refusal) return true;
    form.setError(channel.address, { type: 'custom', message: refusal.message }, { shouldFocus: true });
    return false;
  }

  /**
   * What goes with a switch turned off: the address as its field shows it, when that is a change the server takes (a
   * blank field removes it). Without it, an address emptied and then its switch turned off was said to be saved and
   * came back on the next visit. The switch's own message (an address is required) no longer applies; an address the
   * server would refuse stays unsent, and is said beside its field.
   */
  function addressGoingOff(channel: Channel): NotificationSettingsChange {
    const shown = addressOrNull(form.getValues(channel.address));
    form.clearErrors(channel.address);
    if (shown === saved[channel.address]) return {};
    if (shown !== null && !channel.taken(shown)) {
      form.setError(channel.address, { type: 'custom', message: channel.invalid });
      return {};
    }
    return { [channel.address]: shown };
  }

  function toggle(channel: Channel, on: boolean, change: NotificationSettingsChange) {
    if (on && !mayTurnOn(channel)) return;
    form.setValue(channel.switch, on);
    save(change, updated, () => form.setValue(channel.switch, !on));
  }

  const submitAll = form.handleSubmit((settings) =>
    save(
      {
        email: addressOrNull(settings.email),
        phoneNumber: addressOrNull(settings.phoneNumber),
        // A channel the server cannot deliver is left as it is (the server refuses to turn it on).
        ...(deliverable(emailChannel) ? { emailNotifications: settings.emailNotifications } : {}),
        ...(deliverable(whatsappChannel) ? { whatsappNotifications: settings.whatsappNotifications } : {}),
      },
      { title: 'Settings Saved', failure: 'Failed to save settings' },
    ),
  );

  return {
    form,
    saving: update.isPending,
    emailOn,
    whatsappOn,
    emailField: form.register('email', {
      onChange: () => form.clearErrors('email'),
      // SPEC section 5: on leaving the field, a changed address with an at sign is saved (and an emptied one removed).
      onBlur: () => {
        const email = form.getValues('email');
        if (addressOrNull(email) === saved.email) return;
        // An address emptied is removed at once while email is off; while it is on, the switch needs the address, so
        // nothing is saved and the field says why.
        if (addressOrNull(email) === null) {
          if (shownOn(emailChannel)) form.setError('email', { type: 'custom', message: EMAIL_REQUIRED });
          else save({ email: null }, updated, undefined, leavingSave);
          return;
        }
        if (!email.includes('@')) return;
        // An address the server would refuse is said beside the field, where the user is about to look.
        if (!emailTaken(email)) form.setError('email', { type: 'custom', message: INVALID_EMAIL });
        else save({ email: addressOrNull(email) }, updated, undefined, leavingSave);
      },
    }),
    phoneField: form.register('phoneNumber', { onChange: () => form.clearErrors('phoneNumber') }),
    toggleEmail(on: boolean) {
      const email = form.getValues('email');
      toggle(emailChannel, on, on ? { email: addressOrNull(email), emailNotifications: true } : { ...addressGoingOff(emailChannel), emailNotifications: false });
    },
    toggleWhatsapp(on: boolean) {
      const phone = form.getValues('phoneNumber');
      toggle(
        whatsappChannel,
        on,
        on ? { phoneNumber: addressOrNull(phone), whatsappNotifications: true } : { ...addressGoingOff(whatsappChannel), whatsappNotifications: false },
      );
    },
    /** Saves everything, or puts the focus on the first address a switched-on channel is missing. */
    saveAll: (event?: BaseSyntheticEvent) => {
      // Checked as shown: a channel shown off needs no address, and its address may go.
      for (const channel of [emailChannel, whatsappChannel]) if (!shownOn(channel)) form.setValue(channel.switch, false);
      return submitAll(event);
    },
  };
}

/** The form's control, for a part of the screen that follows a field as it is typed in. */
export type SettingsFormControl = ReturnType<typeof useSettingsForm>['form']['control'];
