import {
  isAppPage,
  type LandingData,
  MIN_POSITION_HEADER,
  MIN_POSITION_WAIT_HEADER,
  PageDataBlock,
  type PageRead,
  type PageReads,
  type PublicComments,
  Question,
  READ_POSITION_HEADER,
  type User,
} from '@iec-bets/contracts';
import { clearSessionCookie, whySessionEnded } from '@iec-bets/platform';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendCompressed } from './compressed-reply.js';
import { jsonDataBlock } from './json-data-block.js';
import { type LinkPreview, questionPreview, SITE_PREVIEW, todayPreview } from './link-preview.js';
import { linkPreviewTags } from './link-preview-tags.js';
import { loadPageTemplate } from './page-template.js';
import { ReadPositions } from './read-positions.js';
import { loadScreenChunkLinks } from './screen-chunks.js';
import { screenReads } from './screen-reads.js';
import { RenderBudget } from './render-budget.js';
import { loadServerRenderer, type ServerRenderer } from './server-renderer.js';

const NOT_BUILT_PAGE =
  '<!doctype html><html lang="en"><meta charset="utf-8"><title>IEC Bets</title>' +
  '<p>The web client is not built yet: run <code>npm run build</code>.</p></html>';

/** Where a visitor gets the landing page (SPEC section 2: / and /home show it to the signed-out). */
const LANDING_PATHS = new Set(['/', '/home']);

/**
 * A question's public history page, where a shared resolved question leads: its preview names the question. Matched
 * as the app's router matches it (any case, a trailing slash allowed).
 */
const QUESTION_HISTORY_PATH = /^\/questions\/([^/]+)\/history\/*$/i;

/** The question id a history page's address names, decoded; none for an address that is not one, or not well formed. */
function historyQuestionIdOf(path: string): string | undefined {
  const segment = QUESTION_HISTORY_PATH.exec(path)?.[1];
  if (segment === undefined) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * A rendered landing page is kept this long for the same data, so that a rush of visitors costs one render, not
 * one each; the comments' "3h ago" may lag by as much.
 */
const LANDING_REUSE_MS = 10_000;

/**
 * How long a member's page waits for the read models to reach the log's head. Reads that are not there by then are
 * left out, and the page says where the head stood (PageDataBlock.position): the browser makes those reads itself,
 * waiting for the head as it does after its own writes. So a long resolution holds a page a second at most, not
 * the five a read may wait (READ_WAIT_TIMEOUT_MS), and the screen's code loads meanwhile. Without the position,
 * 300 ms was tried and failed: on CI's busy machine the browser made the left-out reads without waiting, and a
 * friend's acceptance went uncelebrated.
 */
const PAGE_READ_WAIT_MS = 1_000;

/**
 * Every page of the app (any GET that is not an API call, e.g. / or /leaderboard): the built index.html with the
 * signed-in user, or null, written into it, so the app knows at once who is there instead of asking first. A
 * visitor's landing page also arrives rendered, with the data it shows beside it for the client to take over.
 * Registered by the query-service, which can read the session and the read models, in both the embedded server
 * (behind its static files) and the distributed setup (behind nginx). API paths keep their JSON 404.
 */
export const pageRoutes = fp(
  async function pageRoutes(
    app: FastifyInstance,
    options: {
      clientDir: string;
      /**
       * The event log's head: a member's page makes its reads at that position at least (`x-min-position`), so it
       * holds every write made before it was asked for, from this tab or any other. A read that is not there within
       * the wait is left out, and the client asks for it itself.
       */
      logHead?: () => Promise<number>;
      /** How long the page waits for the read models to reach the head, in ms (PAGE_READ_WAIT_MS when not given). */
      readWaitMs?: number;
      /** The time the pictures of members' screens may take (a quarter of each second when not given). */
      renderBudget?: RenderBudget;
      /** The server renderer, when not the one the client's build left in `clientDir`. */
      renderer?: ServerRenderer;
      /** Whether the session cookie is HTTPS-only (COOKIE_SECURE): a page that clears it clears it as it was set. */
      cookieSecure?: boolean;
      /** The site's address (PUBLIC_ORIGIN): a page's link preview names itself and its picture by it. */
      publicOrigin?: string | undefined;
    },
  ) {
    const template = loadPageTemplate(options.clientDir);
    const renderer = template ? (options.renderer ?? (await loadServerRenderer(options.clientDir, (message) => app.log.warn(message)))) : null;
    const screenChunkLinks = loadScreenChunkLinks(options.clientDir);
    const renderBudget = options.renderBudget ?? new RenderBudget();
    let lastLanding: { path: string; block: string; html: string; at: number } | undefined;
    // Every page but a visitor's home and history pages carries the site's preview: its tags made once, not per request.
    const sitePreviewTags = linkPreviewTags(SITE_PREVIEW, options.publicOrigin);

    /** A read as its own GET /api route answers it, so the page carries exactly what the client would have fetched. */
    async function read<T>(url: string, cookie?: string, readAt?: ReadPositions): Promise<T | undefined> {
      const response = await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
      readAt?.note(response.headers[READ_POSITION_HEADER]);
      return response.statusCode === 200 ? (response.json() as T) : undefined;
    }

    /**
     * A read as it answered, whatever its status, for a member's screen (screen-reads.ts picks what to carry); none
     * when it stands behind `minPosition`, since the client would trust a page's read that misses the member's write.
     */
    async function readRoute(url: string, cookie: string | undefined, minPosition: number | undefined, readAt: ReadPositions): Promise<PageRead | undefined> {
      const headers: Record<string, string> = cookie ? { cookie } : {};
      if (minPosition !== undefined) {
        headers[MIN_POSITION_HEADER] = String(minPosition);
        headers[MIN_POSITION_WAIT_HEADER] = String(options.readWaitMs ?? PAGE_READ_WAIT_MS);
      }
      const response = await app.inject({ method: 'GET', url, headers });
      if (minPosition !== undefined && !(Number(response.headers[READ_POSITION_HEADER]) >= minPosition)) return undefined;
      readAt.note(response.headers[READ_POSITION_HEADER]);
      let body: unknown = null;
      try {
        body = response.body ? response.json() : null;
      } catch {
        // Not JSON: nothing a client read would take; its status alone decides.
      }
      return { status: response.statusCode, body };
    }

    /**
     * The landing page's markup and its data block. The block, the data as the page carries it, is also what tells
     * whether the last render still holds: the data are serialized once per request, not once more for a key.
     */
    async function landingPage(path: string): Promise<{ html: string; block: string; todayQuestions: Question[] } | undefined> {
      if (!renderer) return undefined;
      const readAt = new ReadPositions();
      const [todayQuestions, publicQuestions, publicComments] = await Promise.all([
        read<Question[]>('/api/questions/today', undefined, readAt),
        read<Question[]>('/api/questions/public', undefined, readAt),
        read<PublicComments>('/api/comments/public', undefined, readAt),
      ]);
      // Without all three the browser fetches them itself, as it does on every other page.
      if (!todayQuestions || !publicQuestions || !publicComments) return undefined;
      const data: LandingData = { todayQuestions, publicQuestions, publicComments };
      const block = jsonDataBlock(PageDataBlock.landing, data);
      // Outside the block the render is kept for: the same data read a moment later stands at a later position.
      const readAtBlock = readAt.oldest === undefined ? '' : jsonDataBlock(PageDataBlock.readAt, readAt.oldest);
      const now = Date.now();
      const last = lastLanding;
      if (last?.path === path && last.block === block && now - last.at < LANDING_REUSE_MS) return { html: last.html, block: block + readAtBlock, todayQuestions };
      const html = await renderer.renderLanding(path, data);
      lastLanding = { path, block, html, at: now };
      return { html, block: block + readAtBlock, todayQuestions };
    }

    /**
     * A history page's preview: its question's, if the read answers with that very question. An id such as `today`,
     * or `..` (which a URL's parsing resolves away), reaches another route; whatever that answers, the page names the
     * site instead.
     */
    async function historyPreview(questionId: string, log: FastifyBaseLogger): Promise<LinkPreview> {
      try {
        const parsed = Question.safeParse(await read<unknown>(`/api/questions/${encodeURIComponent(questionId)}`));
        return parsed.success && parsed.data.id === questionId ? questionPreview(parsed.data) : SITE_PREVIEW;
      } catch (error) {
        log.error({ err: error }, "A history page's question could not be read for its link preview; the page names the site");
        return SITE_PREVIEW;
      }
    }

    app.get('/*', async (request, reply) => {
      // The query string picks a screen's tab or board: the reads and the picture of a member's screen follow it.
      const queryAt = request.url.indexOf('?');
      const path = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
      const search = queryAt === -1 ? '' : request.url.slice(queryAt);
      if (path.startsWith('/api/') || path === '/api') {
        return reply.status(404).send({ error: `No such route: ${request.method} ${path}`, statusCode: 404 });
      }
      // A file of the build that is not there: mostly a chunk of the release before, asked for by a page loaded
      // before a deploy. The page in its place would reach the browser as a script of the wrong type, which tells
      // the app nothing it can act on (and a cache between might keep it under the file's name); a 404 is plain.
      if (path.startsWith('/assets/')) {
        return reply.status(404).header('cache-control', 'no-store').send({ error: `No such file: ${path}`, statusCode: 404 });
      }
      if (!template) return reply.type('text/html').header('cache-control', 'no-cache').send(NOT_BUILT_PAGE);

      const signedIn = Boolean(request.sessionUserId);
      // A member's reads, their own record first, stand at the log's head at least: a change made in another tab (an
      // address, an alert switch, admin rights granted) shows on this page, which the client then trusts as read.
      let logHead: number | undefined;
      let headUnknown = false;
      if (signedIn) {
        try {
          logHead = await options.logHead?.();
        } catch (error) {
          headUnknown = true;
          request.log.error({ err: error }, "The log's head could not be read for a member's page; the browser makes the screen's reads");
        }
      }
      const readAt = new ReadPositions();
      // undefined when the session could not be read (a store briefly out of reach), when the head could not be (the
      // record, read at no position, could miss a change from another tab, which the client would trust), or when
      // the read models are behind the head past the wait: the page then goes without, and the client asks
      // GET /api/auth/me itself.
      const me = signedIn && !headUnknown ? await readRoute('/api/auth/me', request.headers.cookie, logHead, readAt) : undefined;
      const user = !signedIn ? null : me?.status === 200 ? (me.body as User | null) : undefined;
      let blocks = user === undefined ? '' : jsonDataBlock(PageDataBlock.session, user);
      // The head to read at, for what the page leaves to the client (the signed-in user's record included).
      if (logHead !== undefined) blocks += jsonDataBlock(PageDataBlock.position, logHead);
      let rootHtml = '';
      let head = '';
      let ahead = '';
      let snapshot = '';
      // What a link to this page shows where it is pasted. Link previews are fetched signed out, so only a visitor's
      // page reads what its preview names.
      let preview: LinkPreview = SITE_PREVIEW;
      if (user) {
        // The member's screen shows from the page: its chunk is fetched beside the entry, its data is in the page,
        // and a picture of it drawn from that data shows until the app takes its place.
        let reads: PageReads | undefined;
        if (!headUnknown) {
          try {
            reads = await screenReads(path, user, (url) => readRoute(url, request.headers.cookie, logHead, readAt), search);
            blocks += jsonDataBlock(PageDataBlock.reads, reads);
            if (readAt.oldest !== undefined) blocks += jsonDataBlock(PageDataBlock.readAt, readAt.oldest);
          } catch (error) {
            request.log.error({ err: error }, "A member screen's reads could not be made for its page; the browser makes them");
          }
        }
        const renderMemberScreen = renderer?.renderMemberScreen;
        if (reads && renderMemberScreen) {
          try {
            const drawn = await renderBudget.run(
              () => renderMemberScreen(path, user, reads, search),
              (picture) => picture !== null,
            );
            snapshot = drawn ?? '';
          } catch (error) {
            request.log.error({ err: error }, "A member's screen could not be drawn for its page; the browser paints it");
          }
        }
        ({ ahead, links: head } = screenChunkLinks(path, { snapshot: snapshot !== '' }));
      } else if (!signedIn && !LANDING_PATHS.has(path)) {
        // A public page's chunk, fetched beside the entry (a visitor's other pages ask them to sign in, from the entry).
        ({ links: head } = screenChunkLinks(path, { visitor: true }));
        const questionId = historyQuestionIdOf(path);
        if (questionId !== undefined) preview = await historyPreview(questionId, request.log);
      } else if (!signedIn) {
        try {
          const landing = await landingPage(path);
          if (landing) {
            rootHtml = landing.html;
            blocks += landing.block;
            preview = todayPreview(landing.todayQuestions);
          }
        } catch (error) {
          request.log.error({ err: error }, 'The landing page could not be rendered on the server; the browser paints it');
        }
      }
      // A device whose session the server ended (the account deleted, or its password changed elsewhere) opens as a
      // visitor's, and the page says why: a phone picked up the next day would otherwise find itself signed out with
      // no word, and a password changed by someone else would go unnoticed. Once: the cookie goes with this page.
      const sessionEnded = await whySessionEnded(request);
      if (sessionEnded) {
        blocks += jsonDataBlock(PageDataBlock.sessionEnded, sessionEnded);
        clearSessionCookie(reply, { secure: options.cookieSecure ?? false });
      }
      // A page that names its user, or tells of their session, is theirs alone: never kept by a shared cache, nor by
      // the browser's back button for the next person at a shared computer. Every page varies with the session cookie.
      reply.header('cache-control', signedIn || sessionEnded ? 'private, no-store' : 'no-cache');
      // A wrong address gets the app all the same, whose screen says "404 Page Not Found", under the status that says it.
      if (!isAppPage(path)) reply.status(404);
      const previewTags = preview === SITE_PREVIEW ? sitePreviewTags : linkPreviewTags(preview, options.publicOrigin);
      return sendCompressed(request, reply, template.render({ rootHtml, blocks, links: head, snapshot, ahead, preview: previewTags }));
    });
  },
  { name: 'page-routes' },
);
