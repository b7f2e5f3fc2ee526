import { lazy, Suspense } from 'react';
import { LoadingScreen } from '@/components/loading-screen';
import { SignedIn } from './sign-in-required';
import { useDocumentTitle } from '@/hooks/use-document-title';

const AdminDashboard = lazy(() => import('./admin-dashboard').then((m) => ({ default: m.AdminDashboard })));

/** The admin dashboard's routes; the server checks every admin call, this gate only spares others a useless screen. */
export function AdminRoute({ title = 'Admin Dashboard' }: { title?: string }) {
  useDocumentTitle(title);
  return (
    <SignedIn what="the admin dashboard">
      {(user) =>
        user.isAdmin ? (
          <Suspense fallback={<LoadingScreen text="Loading the admin dashboard..." />}>
            <AdminDashboard title={title} />
          </Suspense>
        ) : (
          <section className="screen empty-state" aria-labelledby="denied-title">
            <h1 id="denied-title">Access Denied</h1>
            <p className="muted">You need admin rights to see this page.</p>
          </section>
        )
      }
    </SignedIn>
  );
}
