#!/usr/bin/env node
// The `iec-bets` command runs the compiled CLI; `npm ci` builds it (the root `prepare` script).
import '../dist/main.js';
