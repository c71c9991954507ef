import { config } from 'zod/v4/core';

/**
 * zod compiles object schemas with `new Function` when it may, and finds out whether it may by trying
 * once, on the first parse. The site's Content-Security-Policy has no 'unsafe-eval', so in a browser
 * that try is a policy violation (Firefox reports it as a page error) even though zod catches it.
 * Imported first by the web app's entry and by the server's app, so no schema is parsed before it and
 * both sides validate the same way. `config` comes from zod's core, so the entry does not load zod.
 */
config({ jitless: true });
