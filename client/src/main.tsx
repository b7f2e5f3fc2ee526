import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from '@/lib/query-client';
import { App } from './app/app';
import { readPageData, seedQueryClient } from './app/page-data';
import { registerServiceWorker } from './app/register-service-worker';
import './app/styles.css';

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
// painting it again.
if (pageData.landing && root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);
registerServiceWorker();
