import { loadSettings } from '@iec-bets/platform';
import { BenchSettings } from './bench-settings-schema.js';

export { BenchSettings };

/** The benchmark's settings, read through platform's loader as the product's settings are (an empty one is unset). */
export const benchSettings = (): BenchSettings => loadSettings(BenchSettings);
