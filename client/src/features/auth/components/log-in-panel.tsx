import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { lazy, type SyntheticEvent, Suspense, useRef, useState } from 'react';
import { alertChannelsQueryOptions } from '@/api/get-alert-channels';
import { flushSync } from 'react-dom';
import { PartBoundary } from '@/components/part-boundary';
import { LoginForm, type LoginValues } from './login-form';

// Few who log in forget their password: its form loads when reached for, out of the dialog's own chunk.
const loadForgotPasswordForm = () => import('./forgot-password-form');
const ForgotPasswordForm = lazy(() => loadForgotPasswordForm().then((m) => ({ default: m.ForgotPasswordForm })));

/**
 * Fetches the form's code as "Forgot your password?" is reached for (a pointer over it, a touch, the keyboard on it),
 * before it is pressed: the button goes as it is, and the keyboard has nowhere to be until the form is there to take
 * it. A module loads once, whoever asks first; one that did not load is asked for again on the next reach, or the press.
 * So does the server's word on whether it sends email.
 */
function preloadAtForgotPassword(event: SyntheticEvent, queryClient: QueryClient) {
  // The log-in form's button, by its class: the panel listens for its form, whose events come up to it.
  if (!(event.target instanceof Element && event.target.closest('.forgot-password-link'))) return;
  void loadForgotPasswordForm().catch(() => {});
  // Whether this server sends email at all, which decides between the form and saying it cannot help.
  void queryClient.prefetchQuery(alertChannelsQueryOptions());
}

/**
 * The dialog's Log In tab: the log-in form, or in its place the form that asks for a link to choose a new password.
 * One at a time, so that the tab holds one Username field; what was typed to log in is kept meanwhile, so that Back
 * to Log In finds the form as it was left.
 */
export function LogInPanel({ onSignedIn }: { onSignedIn: () => void }) {
  const [typed, setTyped] = useState<LoginValues | undefined>(undefined);
  const [forgot, setForgot] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const queryClient = useQueryClient();
  const preload = (event: SyntheticEvent) => preloadAtForgotPassword(event, queryClient);

  function forgotPassword(values: LoginValues) {
    setTyped(values);
    setForgot(true);
  }

  function backToLogIn() {
    flushSync(() => setForgot(false));
    // Where the person was when they pressed "Forgot your password?": the password they could not remember.
    panel.current?.querySelector<HTMLInputElement>('input[type="password"]')?.focus();
  }

  return (
    <div ref={panel} onPointerOver={preload} onTouchStart={preload} onFocus={preload}>
      {forgot ? (
        <>
          <PartBoundary
            fallback={
              <p className="form-error" role="alert">
                This form could not load. Check your connection, then reload the page.
              </p>
            }
          >
            <Suspense fallback={<p className="muted">Loading...</p>}>
              <ForgotPasswordForm heading="h3" username={typed?.username.trim()} focusOnShow />
            </Suspense>
          </PartBoundary>
          <button type="button" className="link-button back-to-log-in" onClick={backToLogIn}>
            Back to Log In
          </button>
        </>
      ) : (
        <LoginForm onSignedIn={onSignedIn} onForgotPassword={forgotPassword} defaultValues={typed} />
      )}
    </div>
  );
}
