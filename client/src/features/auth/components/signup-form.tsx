import { SignupRequest } from '@iec-bets/contracts';
import { type FormEvent, useState } from 'react';
import { useToast } from '@/components/toast/toast-context';
import { errorMessage } from '@/lib/api-error';
import { useSignup } from '../api/signup';
import { FormAlert } from '@/components/form-alert';

const REQUIRED_FIELDS = 'Please fill in all required fields';

/** SPEC section 5: a missing required field is named first; then the first rule the account breaks. */
export function signupProblem(fields: SignupFields): { problem: string; account?: never } | { problem?: never; account: SignupRequest } {
  if (!fields.username.trim() || !fields.password || !fields.name.trim()) return { problem: REQUIRED_FIELDS };
  const parsed = SignupRequest.safeParse(fields);
  if (!parsed.success) return { problem: parsed.error.issues[0]?.message ?? REQUIRED_FIELDS };
  return { account: parsed.data };
}

interface SignupFields {
  username: string;
  password: string;
  name: string;
  email: string;
  phoneNumber: string;
}

export function SignupForm({ onSignedUp }: { onSignedUp: () => void }) {
  const [fields, setFields] = useState({ name: '', username: '', password: '', email: '', phoneNumber: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const signup = useSignup();
  const toast = useToast();
  const field = (name: keyof typeof fields) => ({
    id: `signup-${name}`,
    name,
    value: fields[name],
    onChange: (event: { target: { value: string } }) => setFields((current) => ({ ...current, [name]: event.target.value })),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = signupProblem(fields);
    if (!checked.account) {
      setProblem(checked.problem);
      return;
    }
    setProblem(null);
    signup.mutate(checked.account, {
      onSuccess: () => {
        toast({ title: 'Account created successfully.' });
        onSignedUp();
      },
      onError: (error) =>
        toast({ title: 'Signup Failed', description: errorMessage(error, 'Failed to create account'), variant: 'destructive' }),
    });
  }

  return (
    <form className="form" onSubmit={submit} noValidate aria-describedby="signup-error">
      <label htmlFor="signup-name">Full name *</label>
      <input {...field('name')} autoComplete="name" required />
      <label htmlFor="signup-username">Username *</label>
      <input {...field('username')} autoComplete="username" required />
      <label htmlFor="signup-password">Password * (at least 8 characters)</label>
      <input {...field('password')} type="password" autoComplete="new-password" required />
      <label htmlFor="signup-email">Email (optional)</label>
      <input {...field('email')} type="email" autoComplete="email" />
      <label htmlFor="signup-phoneNumber">Phone number (optional, with country code, e.g. +27)</label>
      <input {...field('phoneNumber')} type="tel" autoComplete="tel" />
      <FormAlert id="signup-error" message={problem} />
      <button type="submit" className="button primary" disabled={signup.isPending}>
        {signup.isPending ? 'Creating account...' : 'Create Account'}
      </button>
    </form>
  );
}
