import { z } from 'zod';

const text = (max: number) => z.string().trim().min(1).max(max);

// POST /api/host/collectors — {} for an anonymous collector, {user} for an identified one.
export const createCollectorBodySchema = z
  .object({
    user: z
      .object({
        id: text(128),
        username: text(64).optional(),
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
