import { openEventStoreDbEventStore } from './eventstoredb-event-store.js';
import { describeEventStoreContract } from './test-support/event-store-contract.js';

// The root vitest config only picks this file up when EVENTSTORE_URL is set (e.g. esdb://localhost:2113?tls=false).
const connectionString = process.env.EVENTSTORE_URL;
if (!connectionString) throw new Error('Set EVENTSTORE_URL to run the EventStoreDB event store contract');

describeEventStoreContract('EventStoreDB', async () => {
  const store = openEventStoreDbEventStore({ connectionString });
  return { store, cleanup: () => store.close() };
});
