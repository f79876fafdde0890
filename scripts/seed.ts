// npm run db:seed — migrates and seeds the configured database, then prints the demo URLs.
import nextEnv from '@next/env';
import { getConfig } from '../lib/config';
import { processDatabase } from '../lib/server/db/client';
import { demoUrls, seedDemo } from '../lib/server/db/seed';
import { setLeaderboardTimeZone } from '../lib/server/services/leaderboard';

nextEnv.loadEnvConfig(process.cwd());
const config = getConfig();
const database = await processDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
await setLeaderboardTimeZone(database.db, config.TIMEZONE);
const urls = demoUrls(config, await seedDemo(database.db, config));
console.log(`Demo anonym:        ${urls.anonymous}`);
console.log(`Demo angemeldet:    ${urls.identified}`);
await database.close();
