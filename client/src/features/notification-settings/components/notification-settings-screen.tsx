import type { User } from '@iec-bets/contracts';
import { type FormEvent, useRef } from 'react';
import '../notification-settings.css';
import { useSettingsForm } from '../hooks/use-settings-form';
import { FormAlert } from '@/components/form-alert';
import { ChannelSwitch } from './channel-switch';
import { TestAlertCard } from './test-alert-card';

/** /notifications: where alerts by email and WhatsApp go, and whether they are on. */
export function NotificationSettingsScreen({ user }: { user: User }) {
  const form = useSettingsForm(user);
  const emailInput = useRef<HTMLInputElement>(null);
  const phoneInput = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const needs = form.saveAll();
    if (needs === 'email') emailInput.current?.focus();
    if (needs === 'phone') phoneInput.current?.focus();
  }

  return (
    <section className="screen stack" aria-labelledby="notification-settings-title">
      <div>
        <h1 id="notification-settings-title">Notification Settings</h1>
        <p className="muted">Choose how IEC Bets tells you about new questions and results.</p>
      </div>
      <form className="card form settings-form" onSubmit={submit} noValidate>
        <h2>Email</h2>
        <label htmlFor="alert-email">
          Email address <span className="required-mark" aria-hidden="true">*</span>
        </label>
        <input
          ref={emailInput}
          id="alert-email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={form.email}
          onChange={(event) => form.changeEmail(event.target.value)}
          onBlur={form.leaveEmail}
          aria-describedby="alert-email-hint alert-email-error"
          aria-invalid={form.emailProblem ? true : undefined}
        />
        <p id="alert-email-hint" className="field-hint">
          Email address required to enable notifications
        </p>
        <FormAlert id="alert-email-error" message={form.emailProblem} />
        <ChannelSwitch label="Enable email notifications" checked={form.emailOn} disabled={form.saving} onToggle={form.toggleEmail} missingField={emailInput} />

        <h2 className="settings-section">WhatsApp</h2>
        <label htmlFor="alert-phone">Phone number</label>
        <input
          ref={phoneInput}
          id="alert-phone"
          name="phoneNumber"
          type="tel"
          autoComplete="tel"
          placeholder="+27821234567"
          value={form.phone}
          onChange={(event) => form.changePhone(event.target.value)}
          aria-describedby="alert-phone-hint alert-phone-error"
          aria-invalid={form.phoneProblem ? true : undefined}
        />
        <p id="alert-phone-hint" className="field-hint">
          Include the country code, for example +27
        </p>
        <FormAlert id="alert-phone-error" message={form.phoneProblem} />
        <ChannelSwitch label="Enable WhatsApp notifications" checked={form.whatsappOn} disabled={form.saving} onToggle={form.toggleWhatsapp} missingField={phoneInput} />

        <button type="submit" className="button primary" disabled={form.saving}>
          {form.saving ? 'Saving...' : 'Save Settings'}
        </button>
      </form>
      <TestAlertCard />
    </section>
  );
}
