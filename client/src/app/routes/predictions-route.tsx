import { ComingSoon } from './coming-soon';
import { SignedIn } from './sign-in-required';

export function PredictionsRoute() {
  return <SignedIn what="election predictions">{() => <ComingSoon title="Election Predictions" />}</SignedIn>;
}
