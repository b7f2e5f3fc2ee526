import { zodResolver } from '@hookform/resolvers/zod';
import { DELETED_USER_NAME, DeleteAccountRequest } from '@iec-bets/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { DialogPanel } from '@/components/dialog-panel';
import { FormField } from '@/components/form/form-field';
import { PendingButton } from '@/components/form/pending-button';
import { useToast } from '@/components/toast/toast-context';
import { focusAfterSignIn } from '@/lib/focus-after-sign-in';
import { useDeleteAccount } from '../api/delete-account';
import { passwordRefusal } from '../utils/password-refusal';
import { DownloadMyDataLink } from './download-my-data-link';

/**
 * 'Delete my account' and the dialog it opens: what deleting does, said plainly before it is done, and the current
 * password, so that a session left open on a shared phone cannot erase someone's account.
 */
export function DeleteAccountDialog({ userId }: { userId: string }) {
  const [open, setOpen] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(DeleteAccountRequest), defaultValues: { password: '' } });
  const deleteAccount = useDeleteAccount(userId);
  const toast = useToast();
  const navigate = useNavigate();

  // A password never stays typed in a closed dialog.
  function changeOpen(next: boolean) {
    if (!next) reset();
    setOpen(next);
  }

  const submit = handleSubmit((request) =>
    deleteAccount.mutate(request, {
      onSuccess: () => {
        toast({ title: 'Account deleted', description: 'Your personal information has been erased.' });
        navigate('/');
        // The profile goes, the dialog and its button with it, and the browser would leave the focus on the page's
        // body: a screen reader would hear the toast and nothing of where it is. As after signing in, the new screen's
        // heading (the landing page's) takes it once it shows; until then the focus is still on this button.
        focusAfterSignIn(document.activeElement);
      },
      onError: (error) => {
        const refusal = passwordRefusal(error);
        if (!refusal) return;
        if ('besidePassword' in refusal) setError('password', { message: refusal.besidePassword }, { shouldFocus: true });
        else toast({ title: 'Account not deleted', description: refusal.inToast, variant: 'destructive' });
      },
    }),
  );

  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <Dialog.Trigger className="button secondary danger-outline">Delete my account</Dialog.Trigger>
      <DialogPanel title="Delete your account?" description="This cannot be undone. Here is what happens:" className="delete-account-dialog">
        <ul className="deletion-effects">
          <li>You are signed out on every device.</li>
          <li>Your name, email address and phone number are erased and cannot be recovered.</li>
          <li>Your comments, and your disputes of resolutions with their reasons, stay under the name “{DELETED_USER_NAME}”.</li>
          <li>Your answers still count in the national results, without your name.</li>
        </ul>
        <p className="muted deletion-copy">
          Want a copy of your data?{' '}
          <DownloadMyDataLink userId={userId}>Download it first</DownloadMyDataLink>
          .
        </p>
        <form className="form" onSubmit={submit} noValidate>
          <FormField id="delete-account-password" label="Enter your password to confirm" error={errors.password?.message}>
            {(control) => <input {...control} type="password" autoComplete="current-password" {...register('password')} />}
          </FormField>
          <div className="deletion-actions">
            <PendingButton type="submit" className="button danger" pending={deleteAccount.isPending}>
              {deleteAccount.isPending ? 'Deleting your account...' : 'Delete my account permanently'}
            </PendingButton>
            <Dialog.Close className="button secondary" type="button">
              Cancel
            </Dialog.Close>
          </div>
        </form>
      </DialogPanel>
    </Dialog.Root>
  );
}
