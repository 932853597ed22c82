/**
 * Our Content-Security-Policy (script-src 'self') forbids eval. Zod's fast object parser probes
 * `new Function` on the first parse; the browser reports that probe as a CSP violation (DevTools'
 * Issues, Lighthouse's best practices) although zod catches it and parses without it anyway.
 * `jitless` skips the probe; results stay the same.
 *
 * Set through the object zod keeps its settings in (`globalThis.__zod_globalConfig`, what
 * `z.config()` writes), not `z.config` itself: importing zod here would put it in every entry's
 * first download, where the staff login and the public page do not need it. Imported by
 * mount-entry before anything is parsed; zod-without-eval.test.ts checks zod still reads it.
 */
const zodHolder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
(zodHolder.__zod_globalConfig ??= {}).jitless = true;

export {};
