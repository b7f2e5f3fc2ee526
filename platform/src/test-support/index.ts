export * from './redis-server-process.js';
