/**
 * The words of the demo data set: South African elections and politics, every text visibly marked as demo
 * content. Officials are offices with placeholder names, never real people; predictions come from fictional sources
 * on example.org; nothing is attributed to a real person or outlet.
 */

export const DEMO_PASSWORD = 'demo-password';
export const DEMO_USER_COUNT = 12;

export interface DemoQuestion {
  /** How many days before the seed day the question is the question of the day (0 = today). */
  daysAgo: number;
  text: string;
  tags: string[];
  /** Set for a resolved question. */
  resolution?: { correctOptionId: 'yes' | 'no'; summary: string };
}

export const DEMO_QUESTION_CONTEXT = 'Demo: a fictional question for trying out IEC Bets, not real news.';

export const demoQuestions: DemoQuestion[] = [
  {
    daysAgo: 9,
    text: 'Demo: Will turnout in the demo municipal by-election exceed 40%',
    tags: ['turnout', 'by-elections', 'local government'],
    resolution: { correctOptionId: 'no', summary: 'Demo outcome (fictional): turnout in the demo by-election was 36%.' },
  },
  {
    daysAgo: 8,
    text: 'Demo: Will the Electoral Commission announce the demo by-election results within 48 hours',
    tags: ['iec', 'by-elections'],
    resolution: { correctOptionId: 'yes', summary: 'Demo outcome (fictional): the demo results were announced after 30 hours.' },
  },
  {
    daysAgo: 7,
    text: 'Demo: Will more than 500 000 new voters register during the demo registration weekend',
    tags: ['voter registration', 'iec'],
    resolution: { correctOptionId: 'yes', summary: 'Demo outcome (fictional): 612 000 new voters registered in the demo.' },
  },
  {
    daysAgo: 6,
    text: 'Demo: Will the coalition in the demo metro council pass its budget at the first vote',
    tags: ['coalitions', 'local government'],
    resolution: { correctOptionId: 'no', summary: 'Demo outcome (fictional): the demo budget passed only at the second vote.' },
  },
  {
    daysAgo: 5,
    text: 'Demo: Will Home Affairs offices open on the weekend before the demo registration deadline',
    tags: ['home affairs', 'voter registration'],
    resolution: { correctOptionId: 'yes', summary: 'Demo outcome (fictional): demo offices opened on Saturday for ID collection.' },
  },
  {
    daysAgo: 4,
    text: 'Demo: Will the National Assembly pass the demo electoral amendment bill this week',
    tags: ['parliament', 'electoral reform'],
    resolution: { correctOptionId: 'no', summary: 'Demo outcome (fictional): the demo bill went back to committee.' },
  },
  {
    daysAgo: 3,
    text: 'Demo: Will the demo youth drive register more first-time voters than last year',
    tags: ['voter registration', 'youth'],
    resolution: { correctOptionId: 'yes', summary: 'Demo outcome (fictional): the demo drive beat last year by 8%.' },
  },
  {
    daysAgo: 2,
    text: 'Demo: Will special votes be offered at every demo voting station in the province',
    tags: ['iec', 'special votes'],
  },
  {
    daysAgo: 1,
    text: 'Demo: Will the demo metro council elect a new speaker at its next sitting',
    tags: ['coalitions', 'local government'],
  },
  {
    daysAgo: 0,
    text: "Demo: Will turnout in today's demo ward by-election pass 35%",
    tags: ['turnout', 'by-elections'],
  },
];

export interface DemoOfficial {
  key: string;
  name: string;
  title: string;
  tags: string[];
}

/** Offices, with placeholder names: a profile says what the office does in elections, never what anyone said. */
export const demoOfficials: DemoOfficial[] = [
  { key: 'iec-chair', name: 'Demo Official A', title: 'Chairperson of the Electoral Commission', tags: ['iec', 'by-elections', 'turnout'] },
  { key: 'ceo', name: 'Demo Official B', title: 'Chief Electoral Officer', tags: ['iec', 'voter registration', 'special votes'] },
  { key: 'home-affairs', name: 'Demo Official C', title: 'Minister of Home Affairs', tags: ['home affairs', 'voter registration'] },
  { key: 'speaker', name: 'Demo Official D', title: 'Speaker of the National Assembly', tags: ['parliament', 'electoral reform'] },
  { key: 'mayor', name: 'Demo Official E', title: 'Executive Mayor of a metropolitan municipality', tags: ['local government', 'coalitions'] },
  { key: 'peo', name: 'Demo Official F', title: 'Provincial Electoral Officer', tags: ['iec', 'special votes', 'turnout'] },
];

export const demoOfficialBio = (title: string) =>
  `Demo profile: a fictional placeholder for the office of ${title}. Not a real person; no statements are attributed to anyone.`;

export interface DemoPrediction {
  key: string;
  statement: string;
  prediction: string;
  confidence: number;
  /** Days before the seed day the fictional source appeared. */
  daysAgo: number;
  tags: string[];
}

export const DEMO_SOURCE_TITLE = 'Demo source (fictional)';

export const demoPredictions: DemoPrediction[] = [
  {
    key: 'turnout-outlook',
    statement: 'Demo: a fictional analyst expects low turnout in the demo by-elections.',
    prediction: 'Turnout below 40% in the demo by-elections',
    confidence: 70,
    daysAgo: 12,
    tags: ['turnout', 'by-elections'],
  },
  {
    key: 'registration-weekend',
    statement: 'Demo: a fictional newsletter expects a strong demo registration weekend.',
    prediction: 'More than 500 000 new voters register',
    confidence: 55,
    daysAgo: 11,
    tags: ['voter registration', 'youth'],
  },
  {
    key: 'metro-budget',
    statement: 'Demo: a fictional blog expects the demo metro budget to need a second vote.',
    prediction: 'The demo budget fails at the first vote',
    confidence: 60,
    daysAgo: 10,
    tags: ['coalitions', 'local government'],
  },
  {
    key: 'amendment-bill',
    statement: 'Demo: a fictional podcast expects the demo electoral bill to pass quickly.',
    prediction: 'The demo bill passes within a week',
    confidence: 40,
    daysAgo: 9,
    tags: ['parliament', 'electoral reform'],
  },
  {
    key: 'special-votes',
    statement: 'Demo: a fictional column expects special votes at every demo station.',
    prediction: 'Special votes offered everywhere in the province',
    confidence: 65,
    daysAgo: 3,
    tags: ['special votes', 'iec'],
  },
];
