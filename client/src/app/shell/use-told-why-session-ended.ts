import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useToast } from '@/components/toast/toast-context';
import { landingQueryKeys } from '@/lib/landing-query-keys';

/**
 * Tells a device opened after the server ended its session (the account deleted, or its password changed on another
 * device) why it is signed out, as an open page is told at its next request (session-end-watch.tsx): the page came
 * with the reason (PageDataBlock.sessionEnded), once, and it is said once.
 */
export function useToldWhySessionEnded(): void {
  const queryClient = useQueryClient();
  const toast = useToast();
  useEffect(() => {
    const why = queryClient.getQueryData<string>(landingQueryKeys.sessionEnded);
    if (!why) return;
    queryClient.removeQueries({ queryKey: landingQueryKeys.sessionEnded });
    toast({ title: 'Logged Out', description: why, variant: 'destructive' });
  }, [queryClient, toast]);
}
