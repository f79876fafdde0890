// npm run db:seed — migrates and seeds the configured database, then prints the demo URLs (and the
// demo sign-ins it made).
import nextEnv from '@next/env';
import { getConfig } from '../lib/config';
import { processDatabase } from '../lib/server/db/client';
import { demoBanner, seedDemo } from '../lib/server/db/seed';
import { setLeaderboardTimeZone } from '../lib/server/services/leaderboard';

nextEnv.loadEnvConfig(process.cwd());
const config = getConfig();
const database = await processDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
await setLeaderboardTimeZone(database.db, config.TIMEZONE);
for (const line of demoBanner(config, await seedDemo(database.db, config))) console.log(line);
await database.close();
