import * as Dialog from '@radix-ui/react-dialog';
import * as Tabs from '@radix-ui/react-tabs';
import { DialogPanel } from '@/components/dialog-panel';
import { LoginForm } from './login-form';
import { SignupForm } from './signup-form';

export type AuthTab = 'login' | 'signup';

/** Log in or create an account, in one dialog with a tab for each. */
export function AuthDialog({
  open,
  tab,
  onTabChange,
  onOpenChange,
}: {
  open: boolean;
  tab: AuthTab;
  onTabChange: (tab: AuthTab) => void;
  onOpenChange: (open: boolean) => void;
}) {
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogPanel title="Join IEC Bets" description="Log in or create an account to make your prediction.">
        <Tabs.Root value={tab} onValueChange={(value) => onTabChange(value as AuthTab)}>
          <Tabs.List className="tabs-list" aria-label="Log in or sign up">
            <Tabs.Trigger className="tab" value="login">
              Log In
            </Tabs.Trigger>
            <Tabs.Trigger className="tab" value="signup">
              Sign Up
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="login">
            <LoginForm onSignedIn={close} />
          </Tabs.Content>
          <Tabs.Content value="signup">
            <SignupForm onSignedUp={close} onLeave={close} />
          </Tabs.Content>
        </Tabs.Root>
      </DialogPanel>
    </Dialog.Root>
  );
}
