#!/usr/bin/env node
/**
 * The Capacitor CLI for this package: `node scripts/cap.cjs <command>` (e.g. `sync`, `copy
 * android`, `open ios`). The Capacitor 8 CLI's launcher refuses Node 20 (it declares Node 22),
 * although the CLI itself runs on it; this calls the CLI's entry point directly.
 */
process.chdir(require('node:path').resolve(__dirname, '..'));
require('@capacitor/cli/dist/index').run();
