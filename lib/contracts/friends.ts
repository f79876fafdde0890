import './zod-setup';
import { z } from 'zod';
import { validationText } from './zod-de';
import { addressId } from './fields';

// Friends (docs/friends.md): requests between identified members; accepted, they are friends.

/** Another member as the friends pages show them: never an e-mail address or a real name. */
export const friendSchema = z.object({
  username: z.string(),
  avatar_url: z.string().nullable(),
  /** The level's name by lifetime earned Räppli; null below the first level. */
  level: z.string().nullable(),
  /** Räppli earned in the current business week (Monday 00:00 in TIMEZONE). */
  week_points: z.number(),
});
export type Friend = z.infer<typeof friendSchema>;

const requestSchema = friendSchema.extend({ request_id: z.number(), requested_at: z.string() });
export type FriendRequest = z.infer<typeof requestSchema>;

// GET /api/friends
export const friendsSchema = z.object({
  friends: z.array(friendSchema.extend({ since: z.string() })),
  /** Requests to me, waiting for my answer. */
  received: z.array(requestSchema),
  /** My requests, waiting for theirs. */
  sent: z.array(requestSchema),
});
export type Friends = z.infer<typeof friendsSchema>;

/**
 * Another member's username as stored. New names follow usernameSchema on every path (docs/sso.md,
 * "Usernames"); a lookup stays wider (1–64) so that a name stored before the rule can still be asked.
 */
const memberUsername = z.string().min(1, validationText.required).max(64, validationText.maxChars(64));

// POST /api/friends/requests {"username"}: what the member typed or tapped, without surrounding spaces.
export const friendRequestBodySchema = z.strictObject({ username: z.string().trim().pipe(memberUsername) });
export const friendRequestResultSchema = z.object({ request_id: z.number(), state: z.enum(['pending', 'accepted', 'declined']) });
export const friendRequestParamSchema = z.object({ id: addressId() });
// DELETE /api/friends/{username}: taken as written, like every path parameter (docs/api.md, "Validation").
export const friendUsernameParamSchema = z.object({ username: memberUsername });

// GET /api/friends/search?q= — usernames only, at least 3 characters
export const friendSearchQuerySchema = z.object({ q: z.string().trim().min(3).max(30) });
/** `relation`: what I could do next — ask, wait for them, answer them, or nothing (already friends). */
export const friendCandidateSchema = friendSchema.extend({ relation: z.enum(['none', 'sent', 'received', 'friend']) });
export const friendSearchSchema = z.object({ items: z.array(friendCandidateSchema) });
export const FRIEND_SEARCH_LIMIT = 20;
export type FriendCandidate = z.infer<typeof friendCandidateSchema>;
export type FriendSearch = z.infer<typeof friendSearchSchema>;
