import 'server-only';
import {
  auditListSchema,
  auditQuerySchema,
  consoleListQuerySchema,
  consoleMeSchema,
  consoleRewardListSchema,
  consoleRewardSchema,
  loginBodySchema,
  logoutSchema,
  pauseBodySchema,
  rewardInputSchema,
  staffCreateSchema,
  staffListSchema,
  staffSchema,
} from '@/lib/contracts/console';
import { idParamSchema } from '@/lib/contracts/rewards';
import type { RouteDoc, RouteGroup } from './registry';

// Routes of routes/console.ts and routes/console-rewards.ts (mounted at /api/console): the staff
// console, by session cookie and role (docs/console.md).

const editors = ['editor'] as const;
const admins = ['admin'] as const;
const reward = { description: 'The reward as editors see it: what members see (`live`), the pending `draft`, its status.', schema: consoleRewardSchema };

const statusChange = (act: 'publish' | 'unpublish' | 'archive', summary: string): RouteDoc => ({
  method: 'post',
  path: `/api/console/rewards/:id/${act}`,
  summary,
  description: 'What members see changes at once: the rendered pages are dropped. A pending draft is applied first.',
  auth: 'console',
  roles: editors,
  params: idParamSchema,
  responses: { 200: reward },
  errors: ['REWARD_NOT_FOUND', 'REWARD_ARCHIVED', 'REWARD_HAS_ORDERS'],
});

export const consoleDocs: RouteGroup = {
  tag: 'Console',
  description: "The publisher's staff: sessions, staff accounts, the audit log and the content editors manage (cookie `raeppli_console`, roles editor, operator, admin).",
  routes: [
    {
      method: 'post',
      path: '/api/console/session',
      summary: 'Log in with e-mail and password',
      description:
        'Sets the httpOnly, SameSite=Strict session cookie (12 hours). Only from our own origin. 5 failures for one account from one address within 15 minutes, or 100 from one address within a day, answer 429 with Retry-After.',
      auth: 'public',
      sameOrigin: true,
      body: loginBodySchema,
      responses: { 200: { description: 'Who logged in, and when the session ends.', schema: consoleMeSchema } },
      errors: ['CONSOLE_LOGIN_FAILED', 'RATE_LIMITED'],
    },
    {
      method: 'delete',
      path: '/api/console/session',
      summary: 'Log out',
      description: 'Also when the session is already gone. Only from our own origin.',
      auth: 'public',
      sameOrigin: true,
      responses: { 200: { description: 'Logged out.', schema: logoutSchema } },
    },
    {
      method: 'get',
      path: '/api/console/me',
      summary: 'The signed-in staff member',
      auth: 'console',
      responses: { 200: { description: 'Who is signed in, and when the session ends.', schema: consoleMeSchema } },
    },
    {
      method: 'get',
      path: '/api/console/staff',
      summary: 'Every staff account',
      auth: 'console',
      roles: admins,
      responses: { 200: { description: 'The accounts, oldest first.', schema: staffListSchema } },
    },
    {
      method: 'post',
      path: '/api/console/staff',
      summary: 'Create a staff account',
      description: 'A start password of at least 12 characters; the address is kept lower-case.',
      auth: 'console',
      roles: admins,
      body: staffCreateSchema,
      responses: { 201: { description: 'The new account.', schema: staffSchema } },
      errors: ['STAFF_EXISTS'],
    },
    {
      method: 'get',
      path: '/api/console/audit',
      summary: 'The audit log, newest first',
      description: 'Every staff write with the values before and after; append-only. Page with `before` = `next_before`.',
      auth: 'console',
      roles: admins,
      query: auditQuerySchema,
      responses: { 200: { description: 'A page of entries.', schema: auditListSchema } },
    },
    {
      method: 'get',
      path: '/api/console/rewards',
      summary: 'Rewards, raffles and donations for editors',
      description: 'By position, searched by title (`q`); archived ones only with `archived=true`.',
      auth: 'console',
      roles: editors,
      query: consoleListQuerySchema,
      responses: { 200: { description: 'A page and the total.', schema: consoleRewardListSchema } },
    },
    {
      method: 'post',
      path: '/api/console/rewards',
      summary: 'Create a reward (unpublished)',
      auth: 'console',
      roles: editors,
      body: rewardInputSchema,
      responses: { 201: reward },
    },
    {
      method: 'get',
      path: '/api/console/rewards/:id',
      summary: 'One reward, with its pending draft',
      auth: 'console',
      roles: editors,
      params: idParamSchema,
      responses: { 200: reward },
      errors: ['REWARD_NOT_FOUND'],
    },
    {
      method: 'put',
      path: '/api/console/rewards/:id',
      summary: 'Edit a reward',
      description: 'In place while unpublished; once published the edit is kept as the draft until it is published.',
      auth: 'console',
      roles: editors,
      params: idParamSchema,
      body: rewardInputSchema,
      responses: { 200: reward },
      errors: ['REWARD_NOT_FOUND', 'REWARD_ARCHIVED', 'REWARD_HAS_ORDERS'],
    },
    statusChange('publish', 'Publish a reward, or its pending draft'),
    statusChange('unpublish', 'Take a reward off the shop'),
    statusChange('archive', 'Archive a reward for good'),
    {
      method: 'post',
      path: '/api/console/rewards/:id/pause',
      summary: 'Pause or resume redeeming at once',
      auth: 'console',
      roles: editors,
      params: idParamSchema,
      body: pauseBodySchema,
      responses: { 200: reward },
      errors: ['REWARD_NOT_FOUND', 'REWARD_ARCHIVED'],
    },
  ],
};
