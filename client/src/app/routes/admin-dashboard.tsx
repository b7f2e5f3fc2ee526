import * as Tabs from '@radix-ui/react-tabs';
import { AnalyticsTab } from './admin-tabs/analytics-tab';
import { ManageTab } from './admin-tabs/manage-tab';
import { QuestionsTab } from './admin-tabs/questions-tab';
import { SuggestionsTab } from './admin-tabs/suggestions-tab';
import { UsersTab } from './admin-tabs/users-tab';
import './admin-dashboard.css';

const TABS = [
  { value: 'analytics', label: 'Analytics', Panel: AnalyticsTab },
  { value: 'users', label: 'Users', Panel: UsersTab },
  { value: 'questions', label: 'Questions', Panel: QuestionsTab },
  { value: 'suggestions', label: 'Suggestions', Panel: SuggestionsTab },
  { value: 'manage', label: 'Manage', Panel: ManageTab },
] as const;

/**
 * The admin dashboard (SPEC section 2): one tab per admin feature, composed here so that no admin feature imports
 * another. The whole dashboard is one lazily loaded chunk: a visitor's landing page never downloads it.
 */
export function AdminDashboard({ title }: { title: string }) {
  return (
    <section className="screen" aria-labelledby="admin-title">
      <h1 id="admin-title">{title}</h1>
      <Tabs.Root defaultValue="questions">
        <Tabs.List className="tabs-list admin-tabs" aria-label="Admin sections">
          {TABS.map(({ value, label }) => (
            <Tabs.Trigger key={value} className="tab" value={value}>
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map(({ value, Panel }) => (
          <Tabs.Content key={value} value={value}>
            <Panel />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </section>
  );
}
