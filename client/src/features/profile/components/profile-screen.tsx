import type { User } from '@iec-bets/contracts';
import * as Tabs from '@radix-ui/react-tabs';
import { TabTrigger } from '@/components/tab-trigger';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import '../profile.css';
import { SettingsTab } from './settings-tab';
import { StatsTab } from './stats-tab';

/** The tab `?tab=` names, Stats by default: a link elsewhere ("Turn on notifications") can open Settings. */
const tabNamed = (name: string | null): 'stats' | 'settings' => (name === 'settings' ? 'settings' : 'stats');

/** The signed-in user's own page (SPEC section 2): their figures and predictions, and how they are alerted. */
export function ProfileScreen({ user, logoutButton }: { user: User; logoutButton: ReactNode }) {
  const [search, setSearch] = useSearchParams();
  // The open tab lives in the address, replaced rather than pushed: Back leaves the page, not the tab.
  const showTab = (tab: string) => setSearch(tab === 'stats' ? {} : { tab }, { replace: true });
  return (
    <section className="screen wide profile" aria-labelledby="profile-title">
      <h1 id="profile-title">Profile</h1>
      <Tabs.Root value={tabNamed(search.get('tab'))} onValueChange={showTab}>
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
