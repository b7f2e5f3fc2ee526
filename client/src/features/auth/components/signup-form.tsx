import { zodResolver } from '@hookform/resolvers/zod';
import { SignupRequest } from '@iec-bets/contracts';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router-dom';
import { z } from 'zod';
import { useAlertChannels } from '@/api/get-alert-channels';
import { FormField } from '@/components/form/form-field';
import { useToast } from '@/components/toast/toast-context';
import { ApiError, errorMessage } from '@/lib/api-error';
import { useSignup } from '../api/signup';
import { forgetSignup, isLeavingForNotice, keepSignup, keptSignup, type SignupValues } from '../signup-draft';
import '../auth.css';
import { markMissingFields } from '@/components/form/missing-fields';
import { PendingButton } from '@/components/form/pending-button';

const REQUIRED_FIELDS = 'Please fill in all required fields';
const EMPTY: SignupValues = { name: '', username: '', password: '', email: '', phoneNumber: '' };

/**
 * SPEC section 5: a missing required field is named before any rule an account must meet. The SPEC's message speaks
 * of all the required fields, so it is said once, beside the first that is empty; every other empty one is marked
 * too, with a short word, so the person sees at a glance all that is left. The account's rules are checked only when
 * none is empty. The password counts as given when it has any character, as the account's own rule has it.
 */
const SignupFields = z
  .object({ name: z.string(), username: z.string(), password: z.string(), email: z.string().nullish(), phoneNumber: z.string().nullish() })
  .superRefine((fields, context) => {
    const missing = (['name', 'username', 'password'] as const).filter((field) =>
      field === 'password' ? fields.password === '' : fields[field].trim() === '',
    );
    markMissingFields(context, missing, REQUIRED_FIELDS);
  })
  .pipe(SignupRequest);

/**
 * `onLeave`: the person follows a link out of the form (the privacy notice), which the dialog must not cover. What
 * they typed is kept first (signup-draft.ts): Back from the notice, or Join from it, finds the form as they left it,
 * but for the password.
 */
export function SignupForm({ onSignedUp, onLeave }: { onSignedUp: () => void; onLeave: () => void }) {
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors },
  } = useForm({ resolver: zodResolver(SignupFields), defaultValues: keptSignup() ?? EMPTY });
  const signup = useSignup();
  const emailIsOn = useAlertChannels().data?.email.available === true;
  const toast = useToast();
  const location = useLocation();
  // Whether this form has shown "Signup Failed": a refusal left showing would sit over the notice, about a form that
  // is no longer there.
  const [toldFailure, setToldFailure] = useState(false);

  // Kept only while the dialog closes for the notice: closed any other way (Escape, Close, after coming back), the
  // words go, and the next Join is an empty form.
  useEffect(
    () => () => {
      if (isLeavingForNotice()) keepSignup(getValues());
      else forgetSignup();
    },
    [getValues],
  );

  function leave() {
    keepSignup(getValues(), location);
    if (toldFailure) toast(null);
    onLeave();
  }

  const submit = handleSubmit((account) =>
    signup.mutate(account, {
      onSuccess: () => {
        toast({ title: 'Account created successfully.' });
        onSignedUp();
      },
      onError: (error) => {
        const reason = errorMessage(error, 'Failed to create account');
        setToldFailure(true);
        toast({ title: 'Signup Failed', description: reason, variant: 'destructive' });
        // Every other rule is checked here before sending; the one only the server can know is whether the name is
        // free (409). Its reason also goes beside the field, where a screen reader finds it and the person retypes.
        if (error instanceof ApiError && error.status === 409) setError('username', { message: reason }, { shouldFocus: true });
      },
    }),
  );

  return (
    <form className="form" onSubmit={submit} noValidate>
      <FormField id="signup-name" label="Full name *" error={errors.name?.message}>
        {(control) => <input {...control} autoComplete="name" required {...register('name')} />}
      </FormField>
      {/* The rule is told before it is broken: a name refused only after Create Account costs a second try. */}
      <FormField
        id="signup-username"
        label="Username *"
        hint="3 to 30 characters: letters a–z, digits, dots or underscores"
        error={errors.username?.message}
      >
        {(control) => <input {...control} autoComplete="username" required {...register('username')} />}
      </FormField>
      <FormField id="signup-password" label="Password * (at least 8 characters)" error={errors.password?.message}>
        {(control) => <input {...control} type="password" autoComplete="new-password" required {...register('password')} />}
      </FormField>
      {/* Said where it is true: an account without an address, or on a server that sends no email, has no way back in. */}
      <FormField id="signup-email" label="Email (optional)" hint={emailIsOn ? 'The only way to set a new password if you forget yours' : undefined} error={errors.email?.message}>
        {(control) => <input {...control} type="email" autoComplete="email" {...register('email')} />}
      </FormField>
      <FormField id="signup-phoneNumber" label="Phone number (optional, with country code, e.g. +27)" error={errors.phoneNumber?.message}>
        {(control) => <input {...control} type="tel" autoComplete="tel" {...register('phoneNumber')} />}
      </FormField>
      {/* Kept at the dialog's foot while the fields scroll: on a phone the form is taller than the screen (auth.css). */}
      <div className="signup-submit">
        <PendingButton type="submit" className="button primary" pending={signup.isPending}>
          {signup.isPending ? 'Creating account...' : 'Create Account'}
        </PendingButton>
      </div>
      <p className="muted signup-privacy">
        By signing up you agree to how we handle your data:{' '}
        <Link to="/privacy" onClick={leave}>
          read our privacy notice
        </Link>
        .
      </p>
    </form>
  );
}
