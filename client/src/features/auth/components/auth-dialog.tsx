import * as Dialog from '@radix-ui/react-dialog';
import * as Tabs from '@radix-ui/react-tabs';
import { useRef } from 'react';
import { TabTrigger } from '@/components/tab-trigger';
import { DialogPanel } from '@/components/dialog-panel';
import { focusAfterSignIn } from '@/lib/focus-after-sign-in';
import { LoginForm } from './login-form';
import { SignupForm } from './signup-form';

export type AuthTab = 'login' | 'signup';

/** Log in or create an account, in one dialog with a tab for each. */
export function AuthDialog({
  open,
  tab,
  onTabChange,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  tab: AuthTab;
  onTabChange: (tab: AuthTab) => void;
  onOpenChange: (open: boolean) => void;
  /** The control that opened it (YES, NO, Join): the focus goes back there, where the person left off. */
  returnFocusTo?: HTMLElement | null;
}) {
  const close = () => onOpenChange(false);
  // Whether this closing signed the person in: only then does the page beneath give way to the member's screen.
  const signedIn = useRef(false);
  const closeSignedIn = () => {
    signedIn.current = true;
    close();
  };
  function returnFocus(event: Event) {
    // Opened from code, not from a Radix trigger, the dialog would otherwise drop the focus on the page's body. Once
    // signed in, the visitor's page gives way to the member's screen, and the control that opened the dialog goes with
    // it: the focus goes on to the control the member's screen names for it, or to the screen's heading.
    event.preventDefault();
    const opener = returnFocusTo?.isConnected ? returnFocusTo : null;
    opener?.focus();
    if (signedIn.current) focusAfterSignIn(opener);
    signedIn.current = false;
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogPanel title="Join IEC Bets" description="Log in or create an account to play." onCloseAutoFocus={returnFocus}>
        <Tabs.Root value={tab} onValueChange={(value) => onTabChange(value as AuthTab)}>
          <Tabs.List className="tabs-list" aria-label="Log in or sign up">
            <TabTrigger className="tab" value="login">
              Log In
            </TabTrigger>
            <TabTrigger className="tab" value="signup">
              Sign Up
            </TabTrigger>
          </Tabs.List>
          <Tabs.Content value="login">
            <LoginForm onSignedIn={closeSignedIn} />
          </Tabs.Content>
          <Tabs.Content value="signup">
            <SignupForm onSignedUp={closeSignedIn} onLeave={close} />
          </Tabs.Content>
        </Tabs.Root>
      </DialogPanel>
    </Dialog.Root>
  );
}
