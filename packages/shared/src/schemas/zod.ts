import { z } from 'zod';

// In a browser, zod probes once whether it may compile validators with `new Function`. The
// Content-Security-Policy allows no eval, so the probe fails quietly but is still reported as
// a violation (a Lighthouse "best practices" issue). Without JIT, zod validates the same way. On
// the server, JIT stays on. Every shared schema takes `z` from here, so this runs first.
if ('document' in globalThis) z.config({ jitless: true });

export { z };
