// npm run console:admin -- <e-mail> — creates a console admin on the configured database, asking
// for the password on the terminal (or CONSOLE_ADMIN_PASSWORD); an existing address is left alone.
import { createInterface } from 'node:readline/promises';
import nextEnv from '@next/env';
import { getConfig } from '../lib/config';
import { processDatabase } from '../lib/server/db/client';
import { ensureAdmin } from '../lib/server/console/staff';

nextEnv.loadEnvConfig(process.cwd());
const config = getConfig();
const email = process.argv[2] ?? config.CONSOLE_ADMIN_EMAIL;
if (!email || !/^[^@\s]+@[^@\s]+$/.test(email)) {
  console.error('Aufruf: npm run console:admin -- <E-Mail-Adresse>');
  process.exit(2);
}
let password = config.CONSOLE_ADMIN_PASSWORD ?? process.env.CONSOLE_ADMIN_PASSWORD;
if (!password) {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  password = await rl.question('Passwort (mindestens 12 Zeichen): ');
  rl.close();
}
if (password.length < 12) {
  console.error('Das Passwort braucht mindestens 12 Zeichen.');
  process.exit(2);
}
const database = await processDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
const result = await ensureAdmin(database.db, email, password);
console.log(result === 'created' ? `Admin ${email} angelegt.` : `Für ${email} gibt es schon ein Konto; es bleibt, wie es ist.`);
await database.close();
