import 'server-only';
import { z } from 'zod';
import {
  friendRequestBodySchema,
  friendRequestParamSchema,
  friendRequestResultSchema,
  friendSearchQuerySchema,
  friendSearchSchema,
  friendsSchema,
  friendUsernameParamSchema,
} from '@/lib/contracts/friends';
import type { RouteGroup } from './registry';

// Routes of routes/friends.ts (mounted at /api): friends between identified members (docs/friends.md).

const answered = { description: 'The request and its state now.', schema: friendRequestResultSchema };
const needsName = ['USERNAME_REQUIRED', 'OPTED_OUT'] as const;

export const friendDocs: RouteGroup = {
  tag: 'Friends',
  description:
    'Identified members with the SSO pair and a username; others are shown by username, avatar, level and this week’s Räppli — never by e-mail address or name.',
  routes: [
    {
      method: 'get',
      path: '/api/friends',
      summary: 'My friends, the requests to me, and mine',
      description: 'Friends by this week’s Räppli; requests newest first.',
      auth: 'member-sso',
      responses: { 200: { description: 'The three lists.', schema: friendsSchema } },
      errors: [...needsName],
    },
    {
      method: 'post',
      path: '/api/friends/requests',
      summary: 'Ask a member to be friends, by username',
      description:
        'When they asked me already, this accepts their request (`state: accepted`). Myself → 400, an unknown name → 404, asked already or friends → 409.',
      auth: 'member-sso',
      body: friendRequestBodySchema,
      responses: { 201: answered },
      errors: [...needsName, 'FRIEND_SELF', 'FRIEND_NOT_FOUND', 'FRIEND_REQUEST_EXISTS', 'ALREADY_FRIENDS'],
    },
    {
      method: 'post',
      path: '/api/friends/requests/:id/accept',
      summary: 'Accept a request to me',
      auth: 'member-sso',
      params: friendRequestParamSchema,
      responses: { 200: answered },
      errors: [...needsName, 'FRIEND_REQUEST_NOT_FOUND', 'FRIEND_REQUEST_ANSWERED'],
    },
    {
      method: 'post',
      path: '/api/friends/requests/:id/decline',
      summary: 'Decline a request to me',
      auth: 'member-sso',
      params: friendRequestParamSchema,
      responses: { 200: answered },
      errors: [...needsName, 'FRIEND_REQUEST_NOT_FOUND', 'FRIEND_REQUEST_ANSWERED'],
    },
    {
      method: 'get',
      path: '/api/friends/search',
      summary: 'Find members by username',
      description:
        'Usernames containing `q` (at least 3 characters), those starting with it first, at most 20; never matched against e-mail addresses or names. 20 searches a minute per member, else 429 with Retry-After.',
      auth: 'member-sso',
      query: friendSearchQuerySchema,
      responses: { 200: { description: 'Each with what I could do next (`relation`).', schema: friendSearchSchema } },
      errors: [...needsName, 'RATE_LIMITED'],
    },
    {
      method: 'get',
      path: '/api/friends/suggestions',
      summary: 'Members I might know',
      description: 'Friends of my friends (most shared friends first), then the members who earned the most; at most 10.',
      auth: 'member-sso',
      responses: { 200: { description: 'Each with `relation`.', schema: friendSearchSchema } },
      errors: [...needsName],
    },
    {
      method: 'delete',
      path: '/api/friends/:username',
      summary: 'End a friendship, or withdraw my request',
      auth: 'member-sso',
      params: friendUsernameParamSchema,
      responses: { 200: { description: 'Done.', schema: z.object({ removed: z.literal(true) }) } },
      errors: [...needsName, 'FRIEND_NOT_FOUND'],
    },
  ],
};
