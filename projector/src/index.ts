export * from './projection.js';
export * from './projection-batch.js';
export * from './apply-events.js';
export * from './project-events.js';
export * from './projections/read-model-projections.js';
export * from './read-model-indexes.js';
export * from './rebuild-read-models.js';
export * from './start-projector.js';
