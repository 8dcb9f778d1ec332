import * as z from 'zod';

// The site's Content-Security-Policy allows no 'unsafe-eval'. zod compiles a fast path for object
// schemas with `new Function`, after probing whether it may; the browser reports that probe as a
// policy violation even though zod catches its error. zod reads the setting as each object schema
// is created, so it is set here, in the module every schema imports zod from, before any exists;
// package.json names this module's side effect, or bundlers would skip it for its re-export.
z.config({ jitless: true });

export { z };
