import type { User } from '@iec-bets/contracts';
import * as Tabs from '@radix-ui/react-tabs';
import { TabTrigger } from '@/components/tab-trigger';
import type { ReactNode } from 'react';
import '../profile.css';
import { SettingsTab } from './settings-tab';
import { StatsTab } from './stats-tab';

/** The signed-in user's own page (SPEC section 2): their figures and predictions, and how they are alerted. */
export function ProfileScreen({ user, logoutButton }: { user: User; logoutButton: ReactNode }) {
  return (
    <section className="screen wide profile" aria-labelledby="profile-title">
      <h1 id="profile-title">Profile</h1>
      <Tabs.Root defaultValue="stats">
        <Tabs.List className="tabs-list" aria-label="Profile sections">
          <TabTrigger className="tab" value="stats">
            Stats
          </TabTrigger>
          <TabTrigger className="tab" value="settings">
            Settings
          </TabTrigger>
        </Tabs.List>
        <Tabs.Content value="stats">
          <StatsTab user={user} />
        </Tabs.Content>
        <Tabs.Content value="settings">
          <SettingsTab user={user} logoutButton={logoutButton} />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
