import { lazy, Suspense } from 'react';
import { LoadingScreen } from '@/components/loading-screen';
import { SignedIn } from './sign-in-required';
import { useDocumentTitle } from '@/hooks/use-document-title';

const NotificationSettingsScreen = lazy(() =>
  import('@/features/notification-settings/components/notification-settings-screen').then((m) => ({ default: m.NotificationSettingsScreen })),
);

export function NotificationsRoute() {
  useDocumentTitle('Notification Settings');
  return (
    <SignedIn what="your notification settings">
      {(user) => (
        <Suspense fallback={<LoadingScreen text="Loading your notification settings..." />}>
          <NotificationSettingsScreen user={user} />
        </Suspense>
      )}
    </SignedIn>
  );
}
