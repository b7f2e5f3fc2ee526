import { openEventStoreDbEventStore } from '@iec-bets/platform/eventstoredb';
import { describeSignupAtomicity } from '../test-support/signup-atomicity-contract.js';

// The root vitest config only picks this file up when EVENTSTORE_URL is set (e.g. esdb://localhost:2113?tls=false).
const connectionString = process.env.EVENTSTORE_URL;
if (!connectionString) throw new Error('Set EVENTSTORE_URL to run the sign-up atomicity contract on EventStoreDB');

describeSignupAtomicity('EventStoreDB', () => openEventStoreDbEventStore({ connectionString }));
