export * from './errors.js';
export * from './auth.js';
export * from './user.js';
export * from './question.js';
export * from './answer.js';
