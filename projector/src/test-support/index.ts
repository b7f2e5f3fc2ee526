/** Event builders for tests in other workspaces, so that every test writes a question or an answer the same way. */
export { events } from './scripted-events.js';
