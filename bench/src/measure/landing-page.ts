import { withDemoServer } from '../servers/demo-server.js';
import { type LighthouseScores, measureLighthouse } from './lighthouse.js';

/**
 * Lighthouse on the landing page as a visitor meets it: `iec-bets start` serving the built client, with the demo
 * data loaded so that today's question, the archive and its comments are on the page.
 */
export async function measureLandingPage(runs: number): Promise<LighthouseScores> {
  return withDemoServer({}, (url) => measureLighthouse(`${url}/`, runs));
}
