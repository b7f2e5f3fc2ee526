import { zodResolver } from '@hookform/resolvers/zod';
import { ForgotPasswordRequest, PASSWORD_RESET_NOT_SET_UP } from '@iec-bets/contracts';
import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { FormError } from '@/components/form/form-error';
import { FormField } from '@/components/form/form-field';
import { PendingButton } from '@/components/form/pending-button';
import { useAlertChannels } from '@/api/get-alert-channels';
import { ApiError, errorMessage } from '@/lib/api-error';
import { useForgotPassword } from '../api/forgot-password';
import '../auth.css';

/**
 * Asks for a link to choose a new password, sent to the email address on the account named. The server's answer is
 * shown as it comes: it is the same whether or not the account exists or has an address. The form stays after it, so
 * that a mistyped username can be corrected and sent again. On a server that sends no email this is said at once, in
 * place of the form: asking for a username only to refuse it after was a dead end met at the worst moment.
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

  // Until the channels are read (or if they cannot be), the form: the server's refusal still says the same.
  const emailIsOff = useAlertChannels().data?.email.available === false;
  const notSetUp = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!focusOnShow) return;
    // Where the form would take the keyboard, the words that replace it do: the button pressed is gone.
    if (emailIsOff) notSetUp.current?.focus();
    else setFocus('username');
  }, [focusOnShow, setFocus, emailIsOff]);

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
  const whyId = `${titleId}-why`;
  return (
    <section className="forgot-password" aria-labelledby={titleId}>
      {/* Where no email is sent, the keyboard comes to the heading, read with the sentence under it, which is the news. */}
      <Heading id={titleId} className="forgot-password-title" {...(emailIsOff && { ref: notSetUp, tabIndex: -1, 'aria-describedby': whyId })}>
        {title}
      </Heading>
      {emailIsOff ? (
        <p id={whyId}>{PASSWORD_RESET_NOT_SET_UP}</p>
      ) : (
        <>
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
        </>
      )}
    </section>
  );
}
