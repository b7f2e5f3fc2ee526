import * as Tabs from '@radix-ui/react-tabs';
import { TabTrigger } from '@/components/tab-trigger';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { bringIntoSight } from '@/lib/bring-into-sight';
import { whenInPage } from '@/lib/when-in-page';
import { OfficialsTab } from './officials-tab';
import { PredictionsTab } from './predictions-tab';
import { TopicsTab } from './topics-tab';
import '../research.css';

const RESEARCH_TABS = ['topics', 'officials', 'predictions'] as const;
type ResearchTab = (typeof RESEARCH_TABS)[number];

/** The tab `?tab=` names, Topics by default. */
const tabNamed = (name: string | null): ResearchTab => RESEARCH_TABS.find((tab) => tab === name) ?? 'topics';

/**
 * /research: topics, officials and media predictions; a topic picked anywhere opens in the Topics tab. The tab and the
 * topic live in the address (`?tab=officials&topic=turnout`), so that an analyst can share a topic or come back to it
 * after a reload; replaced rather than pushed, as the profile's tabs are: Back leaves the page, not the last chip.
 */
export function ResearchHub() {
  const [search, setSearch] = useSearchParams();
  const tab = tabNamed(search.get('tab'));
  const selectedTag = search.get('topic');
  // Counts the topics picked, from the chips or an official's card, or named by the address the page opened at: each,
  // and only those, brings the topic's details into sight (on a phone they begin below the list of topics, and the
  // chip turned green with nothing else seeming to happen). Coming back to the Topics tab remounts them, and must
  // leave the page where it is.
  const [picks, setPicks] = useState(() => (selectedTag ? 1 : 0));
  const details = useRef<HTMLElement>(null);
  useEffect(() => {
    const target = details.current;
    if (picks === 0 || !target) return;
    // A topic named by the address of a page that came with a picture of the screen: once the app is in the page.
    return whenInPage(target, () => bringIntoSight(target));
  }, [picks]);

  function show(next: ResearchTab, topic: string | null) {
    const params = new URLSearchParams();
    if (next !== 'topics') params.set('tab', next);
    if (topic) params.set('topic', topic);
    setSearch(params, { replace: true });
  }

  function pickTopic(tag: string | null) {
    show(tab, tag);
    if (tag) setPicks((count) => count + 1);
  }

  function openTopic(tag: string) {
    show('topics', tag);
    setPicks((count) => count + 1);
  }

  return (
    <section className="screen wide research" aria-labelledby="research-title">
      <h1 id="research-title">Research</h1>
      <p className="muted">Read up on a topic before you predict.</p>
      <Link className="research-predictions-link" to="/predictions">
        See Election Predictions: how the nation and your friends called it →
      </Link>
      <Tabs.Root value={tab} onValueChange={(value) => show(tabNamed(value), selectedTag)}>
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
          <PredictionsTab onGoToTopics={() => show('topics', selectedTag)} />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
