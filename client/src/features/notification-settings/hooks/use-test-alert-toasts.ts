import type { SendTestAlertResponse } from '@iec-bets/contracts';
import { useToast } from '@/components/toast/toast-context';
import { testAlertFailure } from '../api/send-test-alert';

/** What a test alert tells the user, whichever channel it went by: the server's own sentence, sent or not. */
export function useTestAlertToasts() {
  const toast = useToast();
  return {
    onSuccess: (result: SendTestAlertResponse) => toast({ title: 'Test Alert Sent', description: result.message }),
    onError: (error: unknown) =>
      toast({ title: 'Test Alert Failed', description: testAlertFailure(error, 'Please try again later.'), variant: 'destructive' }),
  };
}
