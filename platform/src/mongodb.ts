/**
 * The MongoDB adapters: read models, images in GridFS and the personal-data keys. A separate entry point, so that a
 * process or thread whose configuration names no MongoDB never loads its driver (openStores imports it on demand).
 */
export * from './read-store/mongodb-read-store.js';
export * from './images/gridfs-image-store.js';
export * from './personal-data/mongodb-personal-data-keys.js';
