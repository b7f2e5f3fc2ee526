import * as Dialog from '@radix-ui/react-dialog';
import * as Tabs from '@radix-ui/react-tabs';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { TabTrigger } from '@/components/tab-trigger';
import { DialogPanel } from '@/components/dialog-panel';
import { focusAfterSignIn } from '@/lib/focus-after-sign-in';
import { LogInPanel } from './log-in-panel';
import { forgetWhereSignupLeft, isBackWhereSignupLeft } from '../signup-draft';
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
  const tabs = useRef<HTMLDivElement>(null);
  // Whether it is opening again because the person came back from the privacy notice the sign-up form links to.
  const cameBack = useRef(false);
  const location = useLocation();
  useEffect(() => {
    if (!isBackWhereSignupLeft(location)) return;
    cameBack.current = true;
    onTabChange('signup');
    onOpenChange(true);
  }, [location, onTabChange, onOpenChange]);

  function focusForm(event: Event) {
    // Radix would focus the first thing it can, the tab chosen: the person would Tab once more to reach the form, and
    // type into nothing meanwhile. The form's first field takes it, or, back from the notice, the link they followed,
    // where they left off (its form is as they left it, Create Account just before it).
    const field = tabs.current?.querySelector<HTMLElement>(`[role="tabpanel"][data-state="active"] ${cameBack.current ? 'a' : 'input'}`);
    if (!cameBack.current) forgetWhereSignupLeft();
    cameBack.current = false;
    if (!field) return;
    event.preventDefault();
    field.focus();
  }

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
      <DialogPanel title="Join IEC Bets" description="Log in or create an account to play." onOpenAutoFocus={focusForm} onCloseAutoFocus={returnFocus}>
        <Tabs.Root ref={tabs} value={tab} onValueChange={(value) => onTabChange(value as AuthTab)}>
          <Tabs.List className="tabs-list" aria-label="Log in or sign up">
            <TabTrigger className="tab" value="login">
              Log In
            </TabTrigger>
            <TabTrigger className="tab" value="signup">
              Sign Up
            </TabTrigger>
          </Tabs.List>
          {/* A panel is a stop of its own only while nothing in it takes the focus (WAI-ARIA's tabs pattern): each of
              these starts with a field, and a stop before it had a keyboard typing the name into nothing. */}
          <Tabs.Content value="login" tabIndex={-1}>
            <LogInPanel onSignedIn={closeSignedIn} />
          </Tabs.Content>
          <Tabs.Content value="signup" tabIndex={-1}>
            <SignupForm onSignedUp={closeSignedIn} onLeave={close} />
          </Tabs.Content>
        </Tabs.Root>
      </DialogPanel>
    </Dialog.Root>
  );
}
