import { ComingSoon } from './coming-soon';
import { SignedIn } from './sign-in-required';

export function NotificationsRoute() {
  return <SignedIn what="your notification settings">{() => <ComingSoon title="Notifications" />}</SignedIn>;
}
