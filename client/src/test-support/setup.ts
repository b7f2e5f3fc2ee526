import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { forgetSignup } from '@/features/auth/signup-draft';
import { feedCoverage } from '@/lib/feed-coverage';
import { forgetPageReads } from '@/lib/page-reads';
import { forgetPosition } from '@/lib/read-position';

/**
 * The page's FormData and File are jsdom's, which Node's fetch (the page's fetch here) does not know: it would send a
 * form as the text "[object FormData]". A form is copied into Node's own FormData first, each file's bytes into a
 * Node Blob, so that it goes out as multipart, as a browser sends it. Node names neither class globally here, so
 * both come from Node's Response (which jsdom does not replace): an empty parsed form, and a body read as a Blob.
 */
const NodeFormData = (await new Response('', { headers: { 'content-type': 'application/x-www-form-urlencoded' } }).formData())
  .constructor as typeof FormData;

async function asNodeForm(form: FormData): Promise<FormData> {
  const copy = new NodeFormData();
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') copy.append(name, value);
    else copy.append(name, await new Response(await value.arrayBuffer(), { headers: { 'content-type': value.type } }).blob(), value.name);
  }
  return copy;
}

// Wrapped once per worker: the worker keeps its page from one test file to the next (isolate: false), and this file
// runs again for each of them.
const formsCopied = Symbol.for('iec-bets.test.formsCopied');
const pageGlobals = globalThis as typeof globalThis & { [formsCopied]?: true };
if (!pageGlobals[formsCopied]) {
  const nodeFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) =>
    nodeFetch(input, init?.body instanceof FormData ? { ...init, body: await asNodeForm(init.body) } : init);
  pageGlobals[formsCopied] = true;
}

// A file's first test renders a route whose modules the runner transforms on their first import: on a busy CI
// machine that once took longer than Testing Library's default wait of 1 s, and later longer than 5 s (the admin
// dashboard's first tab, with both cores busy), and screens were reported missing that came a moment later. These
// tests check what a screen shows, not how fast (the benchmark times the screens); a test still has 20 s in all.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lays nothing out and cannot scroll: its window.scrollTo only logs a complaint to the console, once for
// every link followed (the shell opens a new page at its top). The page stays where it is, as jsdom's always does.
if (typeof window !== 'undefined') window.scrollTo = () => undefined;

// Each test is a fresh page, in a fresh tab: nothing rendered, no remembered log position, no feed heard, no reads
// carried in, nothing in the tab's storage (a form's words kept there would be typed into the next test's form).
afterEach(() => {
  cleanup();
  if (typeof window !== 'undefined') window.sessionStorage.clear();
  forgetPosition();
  feedCoverage.forget();
  // Reads a page carried, kept for 30 s: a test that stopped before using them must not answer the next one's.
  forgetPageReads();
  // A sign-up form's words kept in memory while its privacy notice was read would fill the next test's form.
  forgetSignup();
});
