import { useToast } from '@/components/toast/toast-context';
import { errorMessage } from '@/lib/api-error';

/**
 * What an editor form does once the server answers its save: a toast naming what was saved, then `onSaved` (which
 * closes the dialog); or the server's refusal as a toast, the form staying open with what was typed.
 */
export function useSaveOutcome(onSaved: () => void) {
  const toast = useToast();
  return (savedTitle: string, savedDescription: string) => ({
    onSuccess: () => {
      toast({ title: savedTitle, description: savedDescription });
      onSaved();
    },
    onError: (error: Error) => toast({ title: 'Save Failed', description: errorMessage(error, 'Please try again'), variant: 'destructive' }),
  });
}
