/**
 * The notifier follows the event log with its own checkpoint and turns alerting events into jobs: one fan-out job
 * per event, then one delivery job per recipient and channel (web push, WhatsApp, email).
 */
export * from './alerts/alert.js';
export * from './channels/index.js';
export * from './jobs/alert-jobs.js';
export * from './state/notifier-state.js';
export * from './state/sqlite-notifier-state.js';
export * from './state/redis-notifier-state.js';
export * from './reactor.js';
export * from './fan-out.js';
export * from './delivery.js';
export * from './start-notifier.js';
export * from './wiring.js';
export * from './thread/notifier-thread.js';
