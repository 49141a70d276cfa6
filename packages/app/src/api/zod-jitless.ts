// zod compiles a fast parser for each object schema with `new Function`, and first probes whether
// it may. The served app's Content-Security-Policy forbids eval, so the probe is a reported CSP
// violation, and on a phone each compile costs more than the one or two parses an answer gets.
// zod reads this when it builds a schema, so main.tsx imports this module before anything else.
import { config } from 'zod/v4/core';

config({ jitless: true });
