import { LoginRequest, INVALID_CREDENTIALS } from '@iec-bets/contracts';
import { type FormEvent, useState } from 'react';
import { useToast } from '@/components/toast/toast-context';
import { errorMessage } from '@/lib/api-error';
import { useLogin } from '../api/login';
import { FormAlert } from '@/components/form-alert';

export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const login = useLogin();
  const toast = useToast();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = LoginRequest.safeParse({ username, password });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? INVALID_CREDENTIALS);
      return;
    }
    setProblem(null);
    login.mutate(parsed.data, {
      onSuccess: () => {
        toast({ title: 'Welcome back!' });
        onSignedIn();
      },
      onError: (error) =>
        toast({ title: 'Login Failed', description: errorMessage(error, INVALID_CREDENTIALS), variant: 'destructive' }),
    });
  }

  return (
    <form className="form" onSubmit={submit} noValidate aria-describedby="login-error">
      <label htmlFor="login-username">Username</label>
      <input id="login-username" name="username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} />
      <label htmlFor="login-password">Password</label>
      <input
        id="login-password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <FormAlert id="login-error" message={problem} />
      <button type="submit" className="button primary" disabled={login.isPending}>
        {login.isPending ? 'Logging in...' : 'Log In'}
      </button>
    </form>
  );
}
