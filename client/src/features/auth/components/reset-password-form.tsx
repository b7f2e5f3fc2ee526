import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_RESET_LINK_INVALID, ResetPasswordRequest } from '@iec-bets/contracts';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { FormError } from '@/components/form/form-error';
import { FormField } from '@/components/form/form-field';
import { ConfirmNewPassword, NEW_PASSWORDS_DIFFER_ISSUE, newPasswordsMatch } from '@/components/form/new-password-twice';
import { PendingButton } from '@/components/form/pending-button';
import { useToast } from '@/components/toast/toast-context';
import { ApiError, errorMessage } from '@/lib/api-error';
import { focusAfterSignIn } from '@/lib/focus-after-sign-in';
import { useResetPassword } from '../api/reset-password';

/** The new password, held to a sign-up's rules as the server holds it, and typed twice. */
const ResetPasswordFields = ResetPasswordRequest.pick({ newPassword: true })
  .extend({ confirmPassword: ConfirmNewPassword })
  .refine(newPasswordsMatch, NEW_PASSWORDS_DIFFER_ISSUE);

/**
 * A new password, set with the token of an emailed link. Once set, this device is signed in as the link's account
 * and taken to its home, told which account that is. `onLinkRefused`: the server would not take the link (expired,
 * used, not one of ours, or a password set meanwhile, which ends every link), with its sentence; a new link is all
 * that helps. Any other refusal is said in the form, as it comes.
 */
export function ResetPasswordForm({ token, onLinkRefused }: { token: string; onLinkRefused: (reason: string) => void }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ResetPasswordFields), defaultValues: { newPassword: '', confirmPassword: '' } });
  const resetPassword = useResetPassword();
  const toast = useToast();
  const navigate = useNavigate();

  const submit = handleSubmit(({ newPassword }) =>
    resetPassword.mutate(
      { token, newPassword },
      {
        onSuccess: (user) => {
          // Named, for the account is the link's: one sent by someone else, for theirs, signs this device in to it.
          toast({
            title: 'Password Updated',
            description: `You are signed in as @${user.username} with your new password. Every other device was signed out.`,
          });
          // The form goes with the page: the member's home, as it shows, takes the keyboard from the button pressed.
          focusAfterSignIn(document.activeElement);
          void navigate('/', { replace: true });
        },
        onError: (error) => {
          const reason = errorMessage(error, 'Please try again.');
          const status = error instanceof ApiError ? error.status : null;
          // The server answers a link it will not take (a race with another use of it or of the account included) so.
          if (status === 400 && reason === PASSWORD_RESET_LINK_INVALID) onLinkRefused(reason);
          // Any other 400 is a rule of the new password's.
          else if (status === 400) setError('newPassword', { message: reason }, { shouldFocus: true });
          else setError('root.server', { message: reason });
        },
      },
    ),
  );

  return (
    <form className="form" onSubmit={submit} noValidate>
      <FormField id="reset-new-password" label="New password (at least 8 characters)" error={errors.newPassword?.message}>
        {(control) => <input {...control} type="password" autoComplete="new-password" {...register('newPassword')} />}
      </FormField>
      <FormField id="reset-confirm-password" label="Confirm new password" error={errors.confirmPassword?.message}>
        {(control) => <input {...control} type="password" autoComplete="new-password" {...register('confirmPassword')} />}
      </FormField>
      <FormError message={errors.root?.server?.message} />
      <PendingButton type="submit" className="button primary" pending={resetPassword.isPending}>
        {resetPassword.isPending ? 'Setting password...' : 'Set New Password'}
      </PendingButton>
    </form>
  );
}
