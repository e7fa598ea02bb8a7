// Zod compiles its object parsers with `new Function` when it may; to find out, it tries once, and
// the browser reports that try as a Content-Security-Policy violation on every page (our CSP has no
// 'unsafe-eval', on purpose). The web app tells zod not to try. Imported first by main.tsx, before
// any schema is built: zod reads the setting when a schema is made.
//
// The setting is written where zod keeps its configuration (`z.config()` writes the same object,
// globalThis.__zod_globalConfig) rather than through `z.config()`, so that the entry chunk does
// not carry zod: the sign-in screen does without it until the form is checked
// (web/features/auth/check.ts). zod-config.test.ts checks that zod reads it.
type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };
const holder = globalThis as ZodGlobal;
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;
