export * from './events/index.js';
export * from './api/index.js';
export * from './calendar.js';
export * from './numbers.js';
export * from './time-ago.js';
export * from './read-models.js';
export * from './realtime.js';
export * from './alert-texts.js';
