import { zodResolver } from '@hookform/resolvers/zod';
import { INVALID_CREDENTIALS, LOGIN_FIELDS, LoginRequest } from '@iec-bets/contracts';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormField } from '@/components/form/form-field';
import { useToast } from '@/components/toast/toast-context';
import { errorMessage } from '@/lib/api-error';
import { useLogin } from '../api/login';

const FIELD_REQUIRED = 'Required';

/**
 * The SPEC's message for a missing username or password speaks of both, so when both are empty it is said once,
 * beside the username, and the password is marked with a short word, as the sign-up form does: a screen reader does
 * not hear the same sentence twice. Both given, the contract's own rules apply.
 */
const LoginFields = z
  .object({ username: z.string(), password: z.string() })
  .superRefine((fields, context) => {
    const usernameMissing = fields.username.trim() === '';
    if (usernameMissing) context.addIssue({ code: 'custom', path: ['username'], message: LOGIN_FIELDS });
    if (fields.password === '') {
      context.addIssue({ code: 'custom', path: ['password'], message: usernameMissing ? FIELD_REQUIRED : LOGIN_FIELDS });
    }
  })
  .pipe(LoginRequest);

export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(LoginFields), defaultValues: { username: '', password: '' } });
  const login = useLogin();
  const toast = useToast();

  const submit = handleSubmit((credentials) =>
    login.mutate(credentials, {
      onSuccess: () => {
        toast({ title: 'Welcome back!' });
        onSignedIn();
      },
      onError: (error) =>
        toast({ title: 'Login Failed', description: errorMessage(error, INVALID_CREDENTIALS), variant: 'destructive' }),
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
      <button type="submit" className="button primary" disabled={login.isPending}>
        {login.isPending ? 'Logging in...' : 'Log In'}
      </button>
    </form>
  );
}
