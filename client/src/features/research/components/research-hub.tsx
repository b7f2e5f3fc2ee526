import * as Tabs from '@radix-ui/react-tabs';
import { TabTrigger } from '@/components/tab-trigger';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { bringIntoSight } from '@/lib/bring-into-sight';
import { OfficialsTab } from './officials-tab';
import { PredictionsTab } from './predictions-tab';
import { TopicsTab } from './topics-tab';
import '../research.css';

type ResearchTab = 'topics' | 'officials' | 'predictions';

/** /research: topics, officials and media predictions; a topic picked anywhere opens in the Topics tab. */
export function ResearchHub() {
  const [tab, setTab] = useState<ResearchTab>('topics');
  const [selectedTag, setSelectedTag] = useState<string | null>(null);
  // Counts the topics picked, from the chips or an official's card: each pick, and only a pick, brings the topic's
  // details into sight (on a phone they begin below the list of topics, and the chip turned green with nothing else
  // seeming to happen). Coming back to the Topics tab remounts them, and must leave the page where it is.
  const [picks, setPicks] = useState(0);
  const details = useRef<HTMLElement>(null);
  useEffect(() => {
    if (picks > 0) bringIntoSight(details.current);
  }, [picks]);

  function pickTopic(tag: string | null) {
    setSelectedTag(tag);
    if (tag) setPicks((count) => count + 1);
  }

  function openTopic(tag: string) {
    pickTopic(tag);
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
          <TopicsTab selected={selectedTag} onSelect={pickTopic} detailsRef={details} />
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
