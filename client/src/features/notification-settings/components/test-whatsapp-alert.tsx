import type { ChannelAvailability } from '@iec-bets/contracts';
import { PendingButton } from '@/components/form/pending-button';
import { useSendTestAlert } from '../api/send-test-alert';
import { useTestAlertToasts } from '../hooks/use-test-alert-toasts';

/**
 * The test by WhatsApp, offered only once the server has said it can send WhatsApp messages: unlike email, which the
 * SPEC's button always tests, a WhatsApp button on a server without WhatsApp would only fail. Where it cannot, the
 * card says so in place of the button.
 */
export function TestWhatsAppAlert({ availability }: { availability: ChannelAvailability | undefined }) {
  const sendTest = useSendTestAlert('whatsapp');
  const toasts = useTestAlertToasts();
  if (availability?.available === false) {
    return (
      <div className="test-alert-channel">
        <p className="channel-unavailable">WhatsApp is not set up on this server, so there is no test WhatsApp message to send.</p>
      </div>
    );
  }
  if (!availability) return null;
  return (
    <div className="test-alert-channel">
      <p id="test-whatsapp-hint" className="muted">
        We send a test WhatsApp message to your saved phone number right away.
      </p>
      <PendingButton
        className="button secondary"
        pending={sendTest.isPending}
        aria-describedby="test-whatsapp-hint"
        onClick={() => sendTest.mutate(undefined, toasts)}
      >
        {sendTest.isPending ? 'Sending...' : 'Send Test WhatsApp'}
      </PendingButton>
    </div>
  );
}
