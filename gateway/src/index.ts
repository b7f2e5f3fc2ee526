export * from './build-gateway.js';
export * from './serve-client.js';
export * from './client-dir.js';
