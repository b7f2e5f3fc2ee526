import { ComingSoon } from './coming-soon';
import { SignedIn } from './sign-in-required';

export function FriendsRoute() {
  return <SignedIn what="your friends">{() => <ComingSoon title="Friends" />}</SignedIn>;
}
