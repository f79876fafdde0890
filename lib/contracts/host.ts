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
