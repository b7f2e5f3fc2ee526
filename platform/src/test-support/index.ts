export * from './redis-server-process.js';
export * from './tcp-proxy.js';
