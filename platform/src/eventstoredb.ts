/**
 * The EventStoreDB event store. A separate entry point, so that a process or thread whose configuration names no
 * EventStoreDB never loads its gRPC client (openStores imports it on demand).
 */
export * from './event-store/eventstoredb-event-store.js';
