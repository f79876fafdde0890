import './zod-setup';
import { z } from 'zod';
import { levelSchema } from './me';
import { subscriptionSchema } from './rewards';
import { addressNumber, wholeNumber } from './fields';
import { usernameSchema } from './sso';

const text = (max: number) => z.string().trim().min(1).max(max);

// POST /api/host/collectors — {} for an anonymous collector, {user} for an identified one.
export const createCollectorBodySchema = z
  .object({
    user: z
      .object({
        id: text(128),
        // The SSO username rule (docs/sso.md, "Usernames"), not a free text.
        username: usernameSchema.optional(),
        email: z.email().max(254).optional(),
        firstname: text(100).optional(),
        lastname: text(100).optional(),
      })
      .strict()
      .optional(),
  })
  .strict();

export const createCollectorResponseSchema = z.object({
  collector_token: z.string(),
  hash: z.string().optional(),
  token: z.string().optional(),
});

// An identified collector's credentials: POST /api/host/collectors (known user: 200), …/identify.
export const collectorCredentialsSchema = z.object({ collector_token: z.string(), hash: z.string(), token: z.string() });

/** `/collectors/{collector_token}/…` of the host API. */
export const collectorTokenParamSchema = z.object({ collector_token: z.string().min(1).max(128) });

// Host reads (docs/api.md, "Host reads"): GET /api/host/users/{user_id} and
// GET /api/host/collectors/{collector_token} answer the same member record.
export const hostMemberSchema = z.object({
  collector_token: z.string(),
  /** The SSO user id; null for an anonymous member. */
  user_id: z.string().nullable(),
  username: z.string().nullable(),
  anonymous: z.boolean(),
  /** Spendable Räppli (the sum of the member's ledger). */
  balance: z.number().int(),
  lifetime_earned: z.number().int(),
  level: levelSchema.nullable(),
  subscription: subscriptionSchema,
  /** Premium reading from a pass, while it lasts (ISO 8601 date-time); else null. */
  premium_until: z.string().nullable(),
  opted_out: z.boolean(),
});
export type HostMember = z.infer<typeof hostMemberSchema>;

export const hostStatementQuerySchema = z.object({
  /** The `next_cursor` of the page before; absent for the newest page. */
  cursor: addressNumber(
    wholeNumber()
      .positive()
      .max(2 ** 53 - 1),
  ).optional(),
  limit: addressNumber(wholeNumber().min(1).max(100)).default(20),
});
export const hostStatementSchema = z.object({
  items: z.array(z.object({ id: z.number(), amount: z.number().int(), kind: z.string(), reason: z.string(), created_at: z.string() })),
  next_cursor: z.number().nullable(),
});

// POST /api/host/users/{user_id}/rotate — the member's new SSO pair.
export const rotatedPairSchema = collectorCredentialsSchema;
