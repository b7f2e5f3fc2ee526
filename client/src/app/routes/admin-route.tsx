import { ComingSoon } from './coming-soon';
import { SignedIn } from './sign-in-required';

/** The admin dashboard's routes; the server checks every admin call, this gate only spares others a useless screen. */
export function AdminRoute({ title = 'Admin Dashboard' }: { title?: string }) {
  return (
    <SignedIn what="the admin dashboard">
      {(user) =>
        user.isAdmin ? (
          <ComingSoon title={title} />
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
