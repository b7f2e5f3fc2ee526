import { ComingSoon } from './coming-soon';
import { SignedIn } from './sign-in-required';

export function ResearchRoute() {
  return <SignedIn what="the research hub">{() => <ComingSoon title="Research" />}</SignedIn>;
}
