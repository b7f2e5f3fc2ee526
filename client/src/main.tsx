import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from '@/lib/query-client';
import { App } from './app/app';
import { readPageData, seedQueryClient } from './app/page-data';
import { PAGE_SNAPSHOT_ID } from '@iec-bets/contracts';
import { registerServiceWorker } from './app/register-service-worker';
import { holdSubmitsWithoutCode } from '@/lib/held-submits';
import './app/styles.css';

holdSubmitsWithoutCode();
const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
const pageData = readPageData();
const queryClient = createQueryClient();
seedQueryClient(queryClient, pageData);
const app = (
  <StrictMode>
    <App queryClient={queryClient} Router={BrowserRouter} />
  </StrictMode>
);
// The server rendered the visitor's landing page with its data: the app takes over that markup rather than
// painting it again. A member's page may come with a picture of its screen instead, which the app replaces once it
// shows the same (app/page-snapshot.ts).
const snapshot = document.getElementById(PAGE_SNAPSHOT_ID);
// As a transition, so that React takes it over in slices of a few milliseconds rather than one long task: the markup
// is on screen already, and a slow phone's main thread stays free for the visitor's first tap and scroll meanwhile.
if (pageData.landing && root.firstElementChild) startTransition(() => void hydrateRoot(root, app));
// Loaded only then, outside a visitor's first JavaScript; a member's page names its chunk to fetch beside the entry.
else if (snapshot) {
  import('./app/page-snapshot')
    .then((m) => m.renderBehindSnapshot({ root, snapshot, app }))
    .catch(() => {
      // The picture goes, and the app renders without it, in #root put back in the page if it was taken out.
      if (root.isConnected) snapshot.remove();
      else snapshot.replaceWith(root);
      createRoot(root).render(app);
    });
}
else createRoot(root).render(app);
registerServiceWorker();
