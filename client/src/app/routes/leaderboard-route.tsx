import { ComingSoon } from './coming-soon';
import { SignedIn } from './sign-in-required';

export function LeaderboardRoute() {
  return <SignedIn what="the leaderboard">{() => <ComingSoon title="Leaderboard" />}</SignedIn>;
}
