import * as Tabs from '@radix-ui/react-tabs';
import { TabTrigger } from '@/components/tab-trigger';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { OfficialsTab } from './officials-tab';
import { PredictionsTab } from './predictions-tab';
import { TopicsTab } from './topics-tab';
import '../research.css';

type ResearchTab = 'topics' | 'officials' | 'predictions';

/** /research: topics, officials and media predictions; a topic picked anywhere opens in the Topics tab. */
export function ResearchHub() {
  const [tab, setTab] = useState<ResearchTab>('topics');
  const [selectedTag, setSelectedTag] = useState<string | null>(null);

  function openTopic(tag: string) {
    setSelectedTag(tag);
    setTab('topics');
  }

  return (
    <section className="screen wide research" aria-labelledby="research-title">
      <h1 id="research-title">Research</h1>
      <p className="muted">Read up on a topic before you predict.</p>
      <Link className="research-predictions-link" to="/predictions">
        See Election Predictions: how the nation and your friends called it →
      </Link>
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as ResearchTab)}>
        <Tabs.List className="tabs-list" aria-label="Research sections">
          <TabTrigger className="tab" value="topics">
            Topics
          </TabTrigger>
          <TabTrigger className="tab" value="officials">
            Officials
          </TabTrigger>
          <TabTrigger className="tab" value="predictions">
            Predictions
          </TabTrigger>
        </Tabs.List>
        <Tabs.Content value="topics">
          <TopicsTab selected={selectedTag} onSelect={setSelectedTag} />
        </Tabs.Content>
        <Tabs.Content value="officials">
          <OfficialsTab onPickTag={openTopic} />
        </Tabs.Content>
        <Tabs.Content value="predictions">
          <PredictionsTab onGoToTopics={() => setTab('topics')} />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
