export * from './app.js';
export * from './deps.js';
export * from './realtime/realtime-hub.js';
export * from './pages/client-dir.js';
export * from './pages/page-routes.js';
