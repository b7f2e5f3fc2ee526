export * from './http-error.js';
export * from './parse-input.js';
export * from './error-handler.js';
export * from './session-cookie.js';
export * from './session-auth.js';
export * from './origin-check.js';
export * from './create-http-server.js';
