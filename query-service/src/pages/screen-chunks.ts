import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One module of Vite's build manifest (`build.manifest`), as far as the page needs it. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/**
 * Each member screen's lazily loaded module, by path, as the client's lazy screens (client/src/app/lazy-screens.ts)
 * import it: the key of its chunk in the build's manifest.
 */
const SCREEN_MODULES: Record<string, string> = {
  '/': 'src/features/questions/components/home-screen.tsx',
  '/home': 'src/features/questions/components/home-screen.tsx',
  '/vote': 'src/features/questions/components/vote-page.tsx',
  '/leaderboard': 'src/features/leaderboard/components/leaderboard-screen.tsx',
  '/friends': 'src/features/friends/components/friends-screen.tsx',
  '/research': 'src/features/research/components/research-hub.tsx',
  '/profile': 'src/features/profile/components/profile-screen.tsx',
  '/admin': 'src/app/routes/admin-dashboard.tsx',
  '/admin/testing': 'src/app/routes/admin-dashboard.tsx',
  '/newadmin': 'src/app/routes/admin-dashboard.tsx',
  '/dashboard': 'src/app/routes/admin-dashboard.tsx',
};

/**
 * The pages anyone may open, visitor or member, whose route's module is loaded lazily: a link from outside (the
 * privacy notice from an email or a search, a question's history from a share) lands on one, and without its chunk
 * named in the page, a spinner showed for a round trip more after the entry had run.
 */
const PUBLIC_PAGE_MODULES: Record<string, string> = {
  '/privacy': 'src/app/routes/privacy-route.tsx',
  '/scoring': 'src/app/routes/scoring-route.tsx',
  '/verify': 'src/app/routes/verify-route.tsx',
  '/calibration': 'src/app/routes/calibration-route.tsx',
};
const QUESTION_HISTORY_PAGE = /^\/questions\/[^/]+\/history$/;
const QUESTION_HISTORY_MODULE = 'src/app/routes/question-history-route.tsx';

/** The public page's lazily loaded module at `path`, if the path is one. */
const publicPageModule = (path: string): string | undefined =>
  PUBLIC_PAGE_MODULES[path] ?? (QUESTION_HISTORY_PAGE.test(path) ? QUESTION_HISTORY_MODULE : undefined);

/**
 * Parts that a screen's route renders behind a Suspense of their own (client/src/components/pending-part.tsx): the
 * picture shows them, so the app takes its place only once their code is there. Named with the screen, they are
 * fetched with it rather than once the route renders, a phone's round trip later (on /vote the suggestion toolbar,
 * whose dialog brings the forms' code: the app took over about a second after the rest of its chunks).
 */
const SCREEN_PARTS: Record<string, string[]> = {
  '/vote': ['src/features/suggestions/components/suggest-toolbar.tsx'],
};

/**
 * What every member's page loads besides its screen, whatever the screen: the navigation and the routes' member
 * parts, which a visitor's landing page never loads (client/src/app/member-parts.ts), and without which no member
 * screen renders. Not the realtime feed or the celebrations: they wait, and so can their chunks.
 */
const MEMBER_MODULES = ['src/app/member-parts.ts'];

/**
 * What takes the place of a picture of the member's screen once the app shows the same (client/src/main.tsx): loaded
 * by a page that carries such a picture alone.
 */
const SNAPSHOT_MODULES = ['src/app/page-snapshot.ts'];
/** The script of a page with a picture that lets the picture be tapped (client/src/app/snapshot-taps.ts). */
const SNAPSHOT_TAPS_MODULE = 'src/app/snapshot-taps.ts';

/**
 * The `<link>`s that fetch a member's page's chunks while the entry script is still on its way, by path, and whether
 * the page carries a picture of its screen.
 */
export type ScreenChunkLinks = (path: string, page?: { snapshot?: boolean; visitor?: boolean }) => PageHeadParts;

/** What a page's head gains: `ahead`, before the entry's own script; `links`, at the end of the head. */
export interface PageHeadParts {
  ahead: string;
  links: string;
}

/**
 * Reads the build's manifest once per process. A screen's chunk is otherwise asked for only once the entry has
 * loaded, run and rendered its route: one more round trip, on a phone's network more than half a second. The page
 * names the chunk, the chunks it imports and its stylesheets instead, less the entry's, which index.html names.
 * Without a manifest (an old build) pages go without.
 */
export function loadScreenChunkLinks(clientDir: string): ScreenChunkLinks {
  const file = join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return () => ({ ahead: '', links: '' });
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  /** A module's chunk, the chunks it imports, and their stylesheets, each once. */
  const closure = (keys: string[]) => {
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || scripts.has(chunk.file)) return;
      scripts.add(chunk.file);
      for (const css of chunk.css ?? []) styles.add(css);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const key of keys) visit(key);
    return { scripts, styles };
  };
  // What index.html loads already, as Vite wrote it there: the entry and its imports.
  const entry = closure(['index.html']);
  const linksTo = (modules: string[]) => {
    const { scripts, styles } = closure(modules.filter((module) => manifest[module]));
    return [
      ...[...scripts].filter((asset) => !entry.scripts.has(asset)).map((asset) => `<link rel="modulepreload" crossorigin href="/${asset}">`),
      ...[...styles].filter((asset) => !entry.styles.has(asset)).map((asset) => `<link rel="preload" as="style" crossorigin href="/${asset}">`),
    ].join('');
  };
  const memberLinks = linksTo(MEMBER_MODULES);
  const links = new Map(
    Object.entries(SCREEN_MODULES).map(([path, module]) => [path, linksTo([...MEMBER_MODULES, module, ...(SCREEN_PARTS[path] ?? [])])]),
  );
  // Ahead of the entry and run as soon as it arrives (async): it keeps a tap on the picture until the app is there.
  const taps = manifest[SNAPSHOT_TAPS_MODULE];
  const tapsScript = taps ? `<script type="module" async fetchpriority="high" crossorigin src="/${taps.file}"></script>` : '';
  const snapshotLinks = linksTo(SNAPSHOT_MODULES);
  // The picture's own chunk first: a phone fetches six files at a time, and the screen's chunks are many. Last, it
  // arrived after all of them (on the benchmark's throttled phone, 0.4 s after the screen's last chunk), and the app,
  // though ready, waited for it to start rendering behind the picture.
  // A public page's: its own module alone for a visitor, who loads nothing of a member's; beside a member's parts.
  const publicLinks = new Map<string, { visitor: string; member: string }>();
  const publicLinksOf = (module: string) => {
    let found = publicLinks.get(module);
    if (!found) publicLinks.set(module, (found = { visitor: linksTo([module]), member: linksTo([...MEMBER_MODULES, module]) }));
    return found;
  };
  return (path, page) => {
    const publicModule = publicPageModule(path);
    if (page?.visitor) return { ahead: '', links: publicModule ? publicLinksOf(publicModule).visitor : '' };
    return {
      ahead: page?.snapshot ? tapsScript : '',
      links: (page?.snapshot ? snapshotLinks : '') + (links.get(path) ?? (publicModule ? publicLinksOf(publicModule).member : memberLinks)),
    };
  };
}
