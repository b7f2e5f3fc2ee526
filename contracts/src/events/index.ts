export * from './metadata.js';
export * from './user-events.js';
export * from './question-events.js';
export * from './answer-events.js';
export * from './domain-event.js';
export * from './streams.js';
export * from './upcast.js';
