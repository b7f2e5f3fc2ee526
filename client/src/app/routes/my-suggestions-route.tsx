import { ComingSoon } from './coming-soon';
import { SignedIn } from './sign-in-required';

export function MySuggestionsRoute() {
  return <SignedIn what="your suggestions">{() => <ComingSoon title="My Suggestions" />}</SignedIn>;
}
