import 'server-only';
import type { Config } from '@/lib/config';
import type { SpecialKind } from '@/lib/contracts/specials';
import type { Db } from '@/lib/server/db/client';
import type { specials } from '@/lib/server/db/schema';

// The seam between the specials' common part (GET /api/specials/{slug}, the page /me/special/{slug})
// and each kind's rules (docs/specials.md): a kind answers its part of the detail for a member.

export type SpecialRow = typeof specials.$inferSelect;

export type SpecialKindContext = {
  db: Db;
  special: SpecialRow;
  /** The member asking (null: no member token, or an unknown one). */
  collectorId: number | null;
  now: Date;
  /** The settings (TIMEZONE for the business days); always given by specialDetail. */
  config?: Config;
};

export type SpecialKindModule = {
  /** The kind's days, doors, prices or goals and the member's progress, as the API answers them. */
  detail(ctx: SpecialKindContext): Promise<Record<string, unknown>>;
};

export type SpecialKindRegistry = Partial<Record<SpecialKind, SpecialKindModule>>;
