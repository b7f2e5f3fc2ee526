import * as Tabs from '@radix-ui/react-tabs';
import { QuestionSeedContext } from '@/components/question-seed/question-seed-context';
import { TabTrigger } from '@/components/tab-trigger';
import { type ComponentType, useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ModerationTabLabel } from '@/features/admin-moderation/components/moderation-tab-label';
import { QuestionsTabLabel } from '@/features/admin-questions/components/questions-tab-label';
import { AnalyticsTab } from './admin-tabs/analytics-tab';
import { ManageTab } from './admin-tabs/manage-tab';
import { ModerationTab } from './admin-tabs/moderation-tab';
import { QuestionsTab } from './admin-tabs/questions-tab';
import { SuggestionsTab } from './admin-tabs/suggestions-tab';
import { useQuestionSeedChannel } from './admin-tabs/use-question-seed-channel';
import { UsersTab } from './admin-tabs/users-tab';
import './admin-dashboard.css';

interface AdminTab {
  value: string;
  label: string;
  Panel: ComponentType;
  /** The tab's name with the work waiting there, shown whichever tab is open. */
  Label?: ComponentType<{ label: string }>;
}

const TABS: readonly AdminTab[] = [
  { value: 'analytics', label: 'Analytics', Panel: AnalyticsTab },
  { value: 'users', label: 'Users', Panel: UsersTab },
  { value: 'questions', label: 'Questions', Panel: QuestionsTab, Label: QuestionsTabLabel },
  { value: 'suggestions', label: 'Suggestions', Panel: SuggestionsTab },
  { value: 'moderation', label: 'Moderation', Panel: ModerationTab, Label: ModerationTabLabel },
  { value: 'manage', label: 'Manage', Panel: ManageTab },
];

const DEFAULT_TAB = 'questions';

/**
 * The open tab in the address (`?tab=moderation`), so that a reload, the back button after a question's public
 * history, or a link a colleague sends ("the reports waiting") opens the same tab. Changing tab replaces the entry,
 * as the leaderboard's boards do: stepping through tabs is not history. The default tab leaves the address bare.
 */
function useTabInAddress(): [string, (tab: string) => void] {
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab');
  // The tab shown is the component's own, switched at the press: the router's update of the address comes a render
  // later, and a tab that waited for it was still unselected just after its click.
  const [tab, setTab] = useState(() => (TABS.some(({ value }) => value === asked) ? asked! : DEFAULT_TAB));
  const choose = (next: string) => {
    setTab(next);
    const params = new URLSearchParams(search);
    if (next === DEFAULT_TAB) params.delete('tab');
    else params.set('tab', next);
    setSearch(params, { replace: true });
  };
  return [tab, choose];
}

/**
 * The admin dashboard (SPEC section 2): one tab per admin feature, composed here so that no admin feature imports
 * another. The whole dashboard is one lazily loaded chunk: a visitor's landing page never downloads it.
 */
export function AdminDashboard({ title }: { title: string }) {
  const [tab, chooseTab] = useTabInAddress();
  // A suggestion taken up on its tab is drafted on the Questions tab: the two features meet only here.
  const showQuestions = useCallback(() => chooseTab('questions'), [chooseTab]);
  const seeds = useQuestionSeedChannel(showQuestions);
  return (
    <QuestionSeedContext value={seeds}>
      <section className="screen wide admin-dashboard" aria-labelledby="admin-title">
        <h1 id="admin-title">{title}</h1>
        <Tabs.Root value={tab} onValueChange={chooseTab}>
          <Tabs.List className="tabs-list admin-tabs" aria-label="Admin sections">
            {TABS.map(({ value, label, Label }) => (
              <TabTrigger key={value} className="tab" value={value}>
                {Label ? <Label label={label} /> : label}
              </TabTrigger>
            ))}
          </Tabs.List>
          {TABS.map(({ value, Panel }) => (
            <Tabs.Content key={value} value={value}>
              <Panel />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </section>
    </QuestionSeedContext>
  );
}
