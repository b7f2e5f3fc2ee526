import type { User } from '@iec-bets/contracts';
import { Link } from 'react-router-dom';
import '../notification-settings.css';
import { BROWSER_NOTIFICATIONS_SETTINGS } from '@/lib/settings-paths';
import { FormField } from '@/components/form/form-field';
import { PendingButton } from '@/components/form/pending-button';
import { useAlertChannels } from '@/api/get-alert-channels';
import { useSettingsForm } from '../hooks/use-settings-form';
import { ChannelSwitch } from './channel-switch';
import { SavedEmailConfirmation } from './saved-email-confirmation';
import { StreakReminderSwitch } from './streak-reminder-switch';
import { TestAlertCard } from './test-alert-card';

/** /notifications: where alerts by email and WhatsApp go, and whether they are on. */
export function NotificationSettingsScreen({ user }: { user: User }) {
  const channels = useAlertChannels().data;
  const settings = useSettingsForm(user, channels);
  const { errors } = settings.form.formState;

  return (
    <section className="screen stack" aria-labelledby="notification-settings-title">
      <div>
        <h1 id="notification-settings-title">Notification Settings</h1>
        <p className="muted">Choose how IEC Bets tells you about new questions and results.</p>
        {/* The SPEC keeps this screen to email and WhatsApp: the third way to be told is one link away. */}
        <p className="muted">
          For notifications in this browser, go to <Link to={BROWSER_NOTIFICATIONS_SETTINGS}>Profile → Settings</Link>.
        </p>
      </div>
      <form className="card form settings-form" onSubmit={settings.saveAll} noValidate>
        <h2>Email</h2>
        <FormField
          id="alert-email"
          label={
            <>
              Email address <span className="required-mark" aria-hidden="true">*</span>
            </>
          }
          hint="Email address required to enable notifications"
          error={errors.email?.message}
        >
          {(control) => <input {...control} type="email" autoComplete="email" inputMode="email" {...settings.emailField} />}
        </FormField>
        {channels?.email.available && <SavedEmailConfirmation user={user} control={settings.form.control} />}
        <ChannelSwitch
          id="email-alerts"
          label="Enable email notifications"
          checked={settings.emailOn}
          pending={settings.saving}
          availability={channels?.email}
          onToggle={settings.toggleEmail}
        />

        <h2 className="settings-section">WhatsApp</h2>
        <FormField id="alert-phone" label="Phone number" hint="Include the country code, for example +27" error={errors.phoneNumber?.message}>
          {(control) => <input {...control} type="tel" autoComplete="tel" placeholder="+27821234567" {...settings.phoneField} />}
        </FormField>
        <ChannelSwitch
          id="whatsapp-alerts"
          label="Enable WhatsApp notifications"
          checked={settings.whatsappOn}
          pending={settings.saving}
          availability={channels?.whatsapp}
          onToggle={settings.toggleWhatsapp}
        />

        <PendingButton type="submit" className="button primary" pending={settings.saving}>
          {settings.saving ? 'Saving...' : 'Save Settings'}
        </PendingButton>
      </form>
      <StreakReminderSwitch user={user} channels={channels} />
      <TestAlertCard email={channels?.email} whatsapp={channels?.whatsapp} />
    </section>
  );
}
