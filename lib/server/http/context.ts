import 'server-only';
import type { Config } from '@/lib/config';
import type { Db } from '@/lib/server/db/client';

/** What every handler may use; tests build their own. */
export type AppDeps = {
  db: Db;
  config: Config;
  buildId: string;
  ping: () => Promise<void>;
  isDraining: () => boolean;
};

export type AppEnv = { Variables: { deps: AppDeps } };
