export * from './server/start-server.js';
export * from './export/export-log.js';
export * from './export/export-filter.js';
