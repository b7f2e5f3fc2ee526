import { zodResolver } from '@hookform/resolvers/zod';
import { ChangePasswordRequest, SAME_PASSWORD } from '@iec-bets/contracts';
import { useForm } from 'react-hook-form';
import { FormField } from '@/components/form/form-field';
import { ConfirmNewPassword, NEW_PASSWORDS_DIFFER_ISSUE, newPasswordsMatch } from '@/components/form/new-password-twice';
import { PendingButton } from '@/components/form/pending-button';
import { useToast } from '@/components/toast/toast-context';
import { useChangePassword } from '../api/change-password';
import { passwordRefusal } from '../utils/password-refusal';

/** What the server is sent, and the new password typed twice. */
const ChangePasswordFields = ChangePasswordRequest.extend({ confirmPassword: ConfirmNewPassword })
  .refine(newPasswordsMatch, NEW_PASSWORDS_DIFFER_ISSUE)
  // As the server refuses it: a "change" to the same password would sign every other device out for nothing.
  .refine(({ currentPassword, newPassword }) => newPassword === '' || newPassword !== currentPassword, {
    path: ['newPassword'],
    message: SAME_PASSWORD,
  });

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Settings' "Change Password": the current password, so that a session left open on a shared phone cannot take the
 * account over, and the new one twice. Every other device is signed out by it; this one stays signed in.
 */
export function ChangePasswordSection({ userId }: { userId: string }) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ChangePasswordFields), defaultValues: EMPTY });
  const changePassword = useChangePassword(userId);
  const toast = useToast();

  const submit = handleSubmit(({ currentPassword, newPassword }) =>
    changePassword.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          // No password stays typed in the page once it has done its work.
          reset(EMPTY);
          // Not "Password Changed": that is what another device of theirs is told as it is signed out.
          toast({ title: 'Password Updated', description: 'Every other device signed in to your account has been signed out.' });
        },
        onError: (error) => {
          const refusal = passwordRefusal(error);
          if (!refusal) return;
          if ('besidePassword' in refusal) setError('currentPassword', { message: refusal.besidePassword }, { shouldFocus: true });
          else toast({ title: 'Password not changed', description: refusal.inToast, variant: 'destructive' });
        },
      },
    ),
  );

  return (
    <section className="card" aria-labelledby="change-password-title">
      <h2 id="change-password-title">Change Password</h2>
      <p className="muted">Every other device signed in to your account is signed out; this one stays signed in.</p>
      <form className="form" onSubmit={submit} noValidate>
        <FormField id="current-password" label="Current password" error={errors.currentPassword?.message}>
          {(control) => <input {...control} type="password" autoComplete="current-password" {...register('currentPassword')} />}
        </FormField>
        <FormField id="new-password" label="New password (at least 8 characters)" error={errors.newPassword?.message}>
          {(control) => <input {...control} type="password" autoComplete="new-password" {...register('newPassword')} />}
        </FormField>
        <FormField id="confirm-new-password" label="Confirm new password" error={errors.confirmPassword?.message}>
          {(control) => <input {...control} type="password" autoComplete="new-password" {...register('confirmPassword')} />}
        </FormField>
        <PendingButton type="submit" className="button primary" pending={changePassword.isPending}>
          {changePassword.isPending ? 'Changing password...' : 'Change Password'}
        </PendingButton>
      </form>
    </section>
  );
}
