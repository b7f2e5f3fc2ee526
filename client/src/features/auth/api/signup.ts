import type { SignupRequest, User } from '@iec-bets/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { forgetKeptDrafts } from '@/lib/kept-drafts';
import { setSignedInUser } from '@/lib/set-signed-in-user';
import { forgetSignup } from '../signup-draft';

export function useSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (account: SignupRequest) => api.post<User>('/api/auth/signup', account),
    onSuccess: (user) => {
      // Someone else's unsent words, left by a session that ended on this tab, are not for this user to find.
      forgetKeptDrafts({ except: user.id });
      // The sign-up form's words kept while the privacy notice was read, the password among them, have done their work.
      forgetSignup();
      setSignedInUser(queryClient, user);
    },
  });
}
