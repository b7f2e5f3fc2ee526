import type { ChannelAvailability } from '@iec-bets/contracts';
import { PendingButton } from '@/components/form/pending-button';
import { useSendTestAlert } from '../api/send-test-alert';
import { useTestAlertToasts } from '../hooks/use-test-alert-toasts';
import { TestWhatsAppAlert } from './test-whatsapp-alert';

/**
 * Lets the user learn at once whether email, and WhatsApp, from IEC Bets reach them. Where the server cannot send
 * email at all it says so instead of offering a test that could only fail.
 */
export function TestAlertCard({ email, whatsapp }: { email: ChannelAvailability | undefined; whatsapp: ChannelAvailability | undefined }) {
  const unavailable = email?.available === false;
  const sendTest = useSendTestAlert('email');
  const toasts = useTestAlertToasts();
  return (
    <section className="card" aria-labelledby="test-alert-title">
      <h2 id="test-alert-title">Test Alert</h2>
      <div className="test-alert-channel">
        {unavailable ? (
          <p id="test-alert-unavailable" className="channel-unavailable">
            Email is not set up on this server, so there is no test email to send.
          </p>
        ) : (
          <p className="muted">We send a test email to your saved email address right away.</p>
        )}
        {/* Disabled for good where email cannot go out; only waiting while a test is on its way, so the focus stays. */}
        <PendingButton
          className="button secondary"
          pending={sendTest.isPending}
          disabled={unavailable}
          aria-describedby={unavailable ? 'test-alert-unavailable' : undefined}
          onClick={() => sendTest.mutate(undefined, toasts)}
        >
          {sendTest.isPending ? 'Sending...' : 'Send Test Alert'}
        </PendingButton>
      </div>
      <TestWhatsAppAlert availability={whatsapp} />
    </section>
  );
}
