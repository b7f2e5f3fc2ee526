import { EMAIL_REQUIRED, type NotificationSettings, PHONE_REQUIRED, type User } from '@iec-bets/contracts';
import { useState } from 'react';
import { type NotificationSettingsChange, useUpdateNotificationSettings } from '@/api/update-notification-settings';
import { useToast } from '@/components/toast/toast-context';
import { errorMessage } from '@/lib/api-error';

const SAVED_DESCRIPTION = 'Your notification preferences have been saved.';

/** A blank field means "no address": the server removes it. */
const addressOrNull = (value: string) => value.trim() || null;

/**
 * The /notifications form: the two addresses and their switches. A switch takes effect at once (with the address
 * beside it), the email address is saved on leaving the field, and Save Settings saves everything. The server checks
 * the addresses' format; the form checks only what the SPEC asks before a switch goes on.
 */
export function useSettingsForm(user: User) {
  const [email, setEmail] = useState(user.email ?? '');
  const [phone, setPhone] = useState(user.phoneNumber ?? '');
  const [emailOn, setEmailOn] = useState(user.emailNotifications);
  const [whatsappOn, setWhatsappOn] = useState(user.whatsappNotifications);
  const [saved, setSaved] = useState<Pick<NotificationSettings, 'email' | 'phoneNumber'>>({ email: user.email, phoneNumber: user.phoneNumber });
  const [emailProblem, setEmailProblem] = useState<string | null>(null);
  const [phoneProblem, setPhoneProblem] = useState<string | null>(null);
  const update = useUpdateNotificationSettings(user.id);
  const toast = useToast();

  function save(change: NotificationSettingsChange, texts: { title: string; failure: string }, onFailure?: () => void) {
    update.mutate(change, {
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

  /** SPEC section 5: email alerts need an address with an at sign. */
  function emailMissing(): boolean {
    if (email.includes('@')) return false;
    setEmailProblem(EMAIL_REQUIRED);
    return true;
  }
  function phoneMissing(): boolean {
    if (phone.trim()) return false;
    setPhoneProblem(PHONE_REQUIRED);
    return true;
  }

  return {
    email,
    phone,
    emailOn,
    whatsappOn,
    emailProblem,
    phoneProblem,
    saving: update.isPending,
    changeEmail(value: string) {
      setEmail(value);
      setEmailProblem(null);
    },
    changePhone(value: string) {
      setPhone(value);
      setPhoneProblem(null);
    },
    /** SPEC section 5: on leaving the field, a changed address with an at sign is saved. */
    leaveEmail() {
      if (addressOrNull(email) !== saved.email && email.includes('@')) save({ email: addressOrNull(email) }, updated);
    },
    /** Returns false when the switch may not go on (the caller then helps the user to the field). */
    toggleEmail(on: boolean): boolean {
      if (on && emailMissing()) return false;
      setEmailOn(on);
      save(on ? { email: addressOrNull(email), emailNotifications: true } : { emailNotifications: false }, updated, () => setEmailOn(!on));
      return true;
    },
    toggleWhatsapp(on: boolean): boolean {
      if (on && phoneMissing()) return false;
      setWhatsappOn(on);
      save(on ? { phoneNumber: addressOrNull(phone), whatsappNotifications: true } : { whatsappNotifications: false }, updated, () =>
        setWhatsappOn(!on),
      );
      return true;
    },
    /** Names the field that needs the user first, or null once the settings are on their way. */
    saveAll(): 'email' | 'phone' | null {
      if (emailOn && emailMissing()) return 'email';
      if (whatsappOn && phoneMissing()) return 'phone';
      save(
        { email: addressOrNull(email), phoneNumber: addressOrNull(phone), emailNotifications: emailOn, whatsappNotifications: whatsappOn },
        { title: 'Settings Saved', failure: 'Failed to save settings' },
      );
      return null;
    },
  };
}
