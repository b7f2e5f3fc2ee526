import { describeNationalResolution } from './test-support/national-resolution-contract.js';
import { openTempReadStore } from './test-support/temp-stores.js';

// Big enough for many pages of the default bound (a page holds about 1,400 of these answers), small enough for CI.
describeNationalResolution('SQLite', 5_000, async () => openTempReadStore(), 60_000);
