import { z } from "zod";

/*
 * A real wallet runs outside the page; this one runs inside it, under the app's Content Security Policy
 * (no 'unsafe-eval'). zod compiles object parsers with new Function, and its eval probe passes while the
 * init script runs, so the first parse after load threw EvalError. Parsers read the flag when they are
 * defined: this module must be imported before any module that defines one. The bundle has its own zod.
 */
z.config({ jitless: true });
