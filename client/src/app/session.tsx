import type { User } from '@iec-bets/contracts';
import { createContext, type ReactNode, Suspense, useContext, useMemo, useState } from 'react';
import { useMe } from '@/features/auth/api/get-me';
import type { AuthTab } from '@/features/auth/components/auth-dialog';
import { AuthDialog } from './lazy-screens';

export interface Session {
  /** The signed-in user, or null for a visitor. */
  user: User | null;
  /** True until the server has said who the session cookie belongs to. */
  isLoading: boolean;
  /** Opens the log-in / sign-up dialog (YES/NO and Join for visitors). */
  openAuthDialog: (tab?: AuthTab) => void;
}

const SessionContext = createContext<Session | null>(null);

/** SPEC section 8: the session used outside its provider is a programming error, said loudly. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

/**
 * The session comes from the server's HttpOnly cookie through GET /api/auth/me: nothing about it is kept in browser
 * storage, so there is nothing to restore, corrupt or steal there.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const me = useMe();
  // The dialog's code loads the first time it opens (`used`), and it then stays mounted to animate its closing.
  const [dialog, setDialog] = useState<{ open: boolean; used: boolean; tab: AuthTab }>({ open: false, used: false, tab: 'signup' });
  const session = useMemo<Session>(
    () => ({
      user: me.data ?? null,
      isLoading: me.isPending,
      openAuthDialog: (tab = 'signup') => setDialog({ open: true, used: true, tab }),
    }),
    [me.data, me.isPending],
  );
  return (
    <SessionContext.Provider value={session}>
      {children}
      {dialog.used && (
        <Suspense fallback={null}>
          <AuthDialog
            open={dialog.open}
            tab={dialog.tab}
            onTabChange={(tab) => setDialog((current) => ({ ...current, tab }))}
            onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
          />
        </Suspense>
      )}
    </SessionContext.Provider>
  );
}
