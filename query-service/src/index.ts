export * from './app.js';
export * from './deps.js';
export * from './realtime/realtime-hub.js';
