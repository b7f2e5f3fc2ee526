import { zodResolver } from '@hookform/resolvers/zod';
import { ForgotPasswordRequest } from '@iec-bets/contracts';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormError } from '@/components/form/form-error';
import { FormField } from '@/components/form/form-field';
import { PendingButton } from '@/components/form/pending-button';
import { ApiError, errorMessage } from '@/lib/api-error';
import { useForgotPassword } from '../api/forgot-password';
import '../auth.css';

/**
 * Asks for a link to choose a new password, sent to the email address on the account named. The server's answer is
 * shown as it comes: it is the same whether or not the account exists or has an address. The form stays after it, so
 * that a mistyped username can be corrected and sent again.
 */
export function ForgotPasswordForm({
  title = 'Forgot your password?',
  heading: Heading,
  username = '',
  focusOnShow = false,
}: {
  title?: string;
  /** The heading's level where the form is shown: under the dialog's title, or under the page's. */
  heading: 'h2' | 'h3';
  /** What the person has typed already, in the log-in form. */
  username?: string;
  /** Whether the field takes the focus as the form shows: it has taken the place of what the person was using. */
  focusOnShow?: boolean;
}) {
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ForgotPasswordRequest), defaultValues: { username } });
  const forgotPassword = useForgotPassword();
  const titleId = useId();
  const fieldId = useId();

  useEffect(() => {
    if (focusOnShow) setFocus('username');
  }, [focusOnShow, setFocus]);

  const submit = handleSubmit((request) =>
    forgotPassword.mutate(request, {
      onError: (error) => {
        const reason = errorMessage(error, 'Please try again.');
        // A username the server refused is the field's to correct; anything else (no email set up here, too many
        // requests, no answer) is about the request.
        if (error instanceof ApiError && error.status === 400) setError('username', { message: reason }, { shouldFocus: true });
        else setError('root.server', { message: reason });
      },
    }),
  );

  const sent = forgotPassword.data?.message;
  return (
    <section className="forgot-password" aria-labelledby={titleId}>
      <Heading id={titleId} className="forgot-password-title">
        {title}
      </Heading>
      <p className="muted">Enter your username, and we will email a link to choose a new password to the address on your account.</p>
      <form className="form" onSubmit={submit} noValidate>
        <FormField id={fieldId} label="Username" error={errors.username?.message}>
          {(control) => <input {...control} autoComplete="username" {...register('username')} />}
        </FormField>
        <FormError message={errors.root?.server?.message} />
        <PendingButton type="submit" className="button primary" pending={forgotPassword.isPending}>
          {forgotPassword.isPending ? 'Sending...' : 'Email Me a Link'}
        </PendingButton>
      </form>
      {/* In the page from the start, empty: a screen reader announces words that come into a live region it knows. */}
      <div role="status">{sent && <p className="reset-link-sent">{sent}</p>}</div>
    </section>
  );
}
