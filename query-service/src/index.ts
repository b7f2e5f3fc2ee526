export * from './app.js';
export * from './deps.js';
export * from './read-your-writes/projector-watermark.js';
export * from './realtime/realtime-hub.js';
