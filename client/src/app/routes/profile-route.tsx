import { LogoutButton } from '../lazy-screens';
import { ComingSoon } from './coming-soon';
import { SignedIn } from './sign-in-required';

/** Until the Stats and Settings tabs land: who is signed in, and the way out. */
export function ProfileRoute() {
  return (
    <SignedIn what="your profile">
      {(user) => (
        <ComingSoon title="Profile">
          <p>
            Signed in as <strong>{user.name}</strong> (@{user.username})
          </p>
          <LogoutButton />
        </ComingSoon>
      )}
    </SignedIn>
  );
}
