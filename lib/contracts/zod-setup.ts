// Zod in the browser without its compiled parsers: zod probes `new Function` when it builds an
// object schema, and the pages' content security policy (no 'unsafe-eval') reports every probe as a
// violation even though zod catches it (docs/reliability.md, "Content security policy"). The server
// keeps the compiled parsers (the hot paths parse with them). Every contract file imports this
// first, before it builds a schema.
import { z } from 'zod';

z.config({ jitless: typeof window !== 'undefined' });
