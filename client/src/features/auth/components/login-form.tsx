import { zodResolver } from '@hookform/resolvers/zod';
import { INVALID_CREDENTIALS, LOGIN_FIELDS, LoginRequest } from '@iec-bets/contracts';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormField } from '@/components/form/form-field';
import { useToast } from '@/components/toast/toast-context';
import { errorMessage } from '@/lib/api-error';
import { useLogin } from '../api/login';
import { markMissingFields } from '@/components/form/missing-fields';
import { PendingButton } from '@/components/form/pending-button';
import '../auth.css';

/** The SPEC's sentence for a missing username or password speaks of both: said once (markMissingFields). */
const LoginFields = z
  .object({ username: z.string(), password: z.string() })
  .superRefine((fields, context) => {
    const missing = (['username', 'password'] as const).filter((field) =>
      field === 'password' ? fields.password === '' : fields.username.trim() === '',
    );
    markMissingFields(context, missing, LOGIN_FIELDS);
  })
  .pipe(LoginRequest);

/** What the form holds, as typed. */
export interface LoginValues {
  username: string;
  password: string;
}

const EMPTY: LoginValues = { username: '', password: '' };

/**
 * `onForgotPassword`: the person asks for a link to choose a new password instead, with what they have typed so far;
 * `defaultValues` is what they had typed, when they come back to log in after all.
 */
export function LoginForm({
  onSignedIn,
  onForgotPassword,
  defaultValues = EMPTY,
}: {
  onSignedIn: () => void;
  onForgotPassword: (typed: LoginValues) => void;
  defaultValues?: LoginValues;
}) {
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors },
  } = useForm({ resolver: zodResolver(LoginFields), defaultValues });
  const login = useLogin();
  const toast = useToast();

  const submit = handleSubmit((credentials) =>
    login.mutate(credentials, {
      onSuccess: () => {
        toast({ title: 'Welcome back!' });
        onSignedIn();
      },
      onError: (error) => {
        const reason = errorMessage(error, INVALID_CREDENTIALS);
        toast({ title: 'Login Failed', description: reason, variant: 'destructive' });
        // The toast goes after 5 s; the reason stays in the form until the next try.
        setError('root.server', { message: reason });
      },
    }),
  );

  return (
    <form className="form" onSubmit={submit} noValidate>
      <FormField id="login-username" label="Username" error={errors.username?.message}>
        {(control) => <input {...control} autoComplete="username" {...register('username')} />}
      </FormField>
      <FormField id="login-password" label="Password" error={errors.password?.message}>
        {(control) => <input {...control} type="password" autoComplete="current-password" {...register('password')} />}
      </FormField>
      <button type="button" className="link-button forgot-password-link" onClick={() => onForgotPassword(getValues())}>
        Forgot your password?
      </button>
      {/* No live role: the toast has just announced it. */}
      {errors.root?.server && <p className="form-error">{errors.root.server.message}</p>}
      <PendingButton type="submit" className="button primary" pending={login.isPending}>
        {login.isPending ? 'Logging in...' : 'Log In'}
      </PendingButton>
    </form>
  );
}
