import type { User } from '@iec-bets/contracts';
import { createContext, type Dispatch, type ReactNode, type SetStateAction, Suspense, useContext, useMemo, useState } from 'react';
import { useMe } from '@/features/auth/api/get-me';
import type { AuthTab } from '@/features/auth/components/auth-dialog';
import { AuthDialog } from './lazy-screens';

export interface Session {
  /** The signed-in user, or null for a visitor. */
  user: User | null;
  /** True until the server has said who the session cookie belongs to (never, when the page said so). */
  isLoading: boolean;
  /** Opens the log-in / sign-up dialog (YES/NO and Join for visitors). */
  openAuthDialog: (tab?: AuthTab) => void;
}

const SessionContext = createContext<Session | null>(null);

interface AuthDialogState {
  open: boolean;
  /** The dialog's code loads the first time it opens, and it then stays mounted to animate its closing. */
  used: boolean;
  tab: AuthTab;
  /** What had the focus when it opened (YES, Join), to get it back when the dialog closes. */
  opener: HTMLElement | null;
}

const AuthDialogContext = createContext<{ dialog: AuthDialogState; setDialog: Dispatch<SetStateAction<AuthDialogState>> } | null>(
  null,
);

/** SPEC section 8: the session used outside its provider is a programming error, said loudly. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

/**
 * The session comes from the server's HttpOnly cookie: nothing about it is kept in browser storage, so there is
 * nothing to restore, corrupt or steal there. The server writes its user into the page (see page-data.ts), which is
 * in the cache before the first render, so the app shows the right screen at once; GET /api/auth/me is asked only
 * when a page came without it (the Vite dev server's), and again after logging in or out.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const me = useMe();
  const [dialog, setDialog] = useState<AuthDialogState>({ open: false, used: false, tab: 'signup', opener: null });
  const session = useMemo<Session>(
    () => ({
      user: me.data ?? null,
      isLoading: me.isPending,
      openAuthDialog: (tab = 'signup') => {
        const focused = document.activeElement;
        setDialog({ open: true, used: true, tab, opener: focused instanceof HTMLElement && focused !== document.body ? focused : null });
      },
    }),
    [me.data, me.isPending],
  );
  const authDialog = useMemo(() => ({ dialog, setDialog }), [dialog]);
  return (
    <SessionContext.Provider value={session}>
      <AuthDialogContext.Provider value={authDialog}>{children}</AuthDialogContext.Provider>
    </SessionContext.Provider>
  );
}

/**
 * Where the log-in / sign-up dialog that `openAuthDialog` opens is shown: inside the router (the shell places it), so
 * that its links, such as the sign-up form's to the privacy notice, are links of the app.
 */
export function AuthDialogOutlet() {
  const context = useContext(AuthDialogContext);
  if (!context) throw new Error('AuthDialogOutlet must be used inside <SessionProvider>');
  const { dialog, setDialog } = context;
  if (!dialog.used) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog
        open={dialog.open}
        tab={dialog.tab}
        onTabChange={(tab) => setDialog((current) => ({ ...current, tab }))}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
        returnFocusTo={dialog.opener}
      />
    </Suspense>
  );
}
