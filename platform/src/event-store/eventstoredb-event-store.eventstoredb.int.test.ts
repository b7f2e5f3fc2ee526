import { startTcpProxy } from '@iec-bets/testing';
import { openEventStoreDbEventStore } from './eventstoredb-event-store.js';
import { describeEventStoreContract } from './test-support/event-store-contract.js';

// The root vitest config only picks this file up when EVENTSTORE_URL is set (e.g. esdb://localhost:2113?tls=false).
const connectionString = process.env.EVENTSTORE_URL;
if (!connectionString) throw new Error('Set EVENTSTORE_URL to run the EventStoreDB event store contract');

/** A single-node connection string's host and port (esdb://[user:pass@]host:port?...). */
function endpointOf(url: string): { host: string; port: number } {
  const parsed = new URL(url.replace(/^esdb:/, 'http:'));
  return { host: parsed.hostname, port: Number(parsed.port || 2113) };
}

describeEventStoreContract(
  'EventStoreDB',
  async () => {
    // Through a proxy of ours, so that the contract can cut the client's connections as a server restart would.
    const target = endpointOf(connectionString);
    const proxy = await startTcpProxy(target);
    const proxied = connectionString.replace(`${target.host}:${target.port}`, `127.0.0.1:${proxy.port}`);
    const store = openEventStoreDbEventStore({ connectionString: proxied });
    return {
      store,
      dropConnections: () => proxy.dropConnections(),
      cleanup: async () => {
        await store.close();
        await proxy.close();
      },
    };
  },
  { overANetwork: true },
);
