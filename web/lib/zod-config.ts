// Zod compiles its object parsers with `new Function` when it may; to find out, it tries once, and
// the browser reports that try as a Content-Security-Policy violation on every page (our CSP has no
// 'unsafe-eval', on purpose). The web app tells zod not to try. Imported first by main.tsx, before
// any schema parses.
import { z } from "zod";

z.config({ jitless: true });
