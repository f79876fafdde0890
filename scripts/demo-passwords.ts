// npm run console:demo-passwords — new random passwords for the demo accounts of the configured
// database (the demo staff and Anna), printed once: the passwords of the first start are kept
// nowhere (docs/console.md, "Demo accounts"). Stop the server first when it uses the embedded database.
import nextEnv from '@next/env';
import { getConfig } from '../lib/config';
import { processDatabase } from '../lib/server/db/client';
import { demoLoginLines, renewDemoPasswords } from '../lib/server/db/seed';

nextEnv.loadEnvConfig(process.cwd());
const config = getConfig();
const database = await processDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
const logins = await renewDemoPasswords(database.db, config);
console.log(logins.length ? demoLoginLines(logins).join('\n') : 'Diese Datenbank hat keine Demo-Zugänge.');
await database.close();
