import { z } from 'zod';

// zod compiles fast parsers with `new Function`, which the site's strict Content-Security-Policy
// (no 'unsafe-eval', Trusted Types) forbids, and even its probe for it is reported as a violation:
// parse without it everywhere. A module of its own, because a module's imports run before its
// body: set in zod.ts itself, it came after the generated schemas had probed.
z.config({ jitless: true });
