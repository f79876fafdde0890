// Shared helpers for the e2e specs.
import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_API_KEY, E2E_DEMO_FILE } from './env';

export type CreatedCollector = { collector_token: string; hash?: string; token?: string };

/** A real collector, created the way the host site does it: POST /api/host/collectors. */
export async function createCollector(request: APIRequestContext, user?: { id: string; username?: string }): Promise<CreatedCollector> {
  const res = await request.post('/api/host/collectors', {
    headers: { Authorization: `Bearer ${E2E_API_KEY}` },
    data: user ? { user } : {},
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as CreatedCollector;
}

/** A new member's balance after the first page view of the day: the daily-visit rule pays 10 Räppli. */
export const FIRST_VISIT_BALANCE = '10';

/** Marks the onboarding slideshow as seen, so it does not cover the page (the onboarding specs test it). */
export async function skipOnboarding(request: APIRequestContext, collectorToken: string) {
  const res = await request.post(`/api/me/sawOnboard?collector_token=${collectorToken}`, { data: { type: 'welcome' } });
  expect(res.status(), await res.text()).toBe(200);
}

/** A new anonymous collector that has seen the onboarding. */
export async function createOnboardedCollector(request: APIRequestContext): Promise<CreatedCollector> {
  const created = await createCollector(request);
  await skipOnboarding(request, created.collector_token);
  return created;
}

/** The ready-to-click demo URLs server.ts printed at start-up (saved by e2e/serve.mjs). */
export function demoUrls(): { anonymous: string; identified: string } {
  const demo = JSON.parse(readFileSync(E2E_DEMO_FILE, 'utf8')) as { anonymous?: string; identified?: string };
  if (!demo.anonymous || !demo.identified) throw new Error(`demo URLs missing in ${E2E_DEMO_FILE}`);
  return { anonymous: demo.anonymous, identified: demo.identified };
}

/** A path + query relative to the test server (the printed URLs carry SITE_URL's origin). */
export function relative(url: string): string {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
}

export function tokenOf(url: string): string {
  const token = new URL(url).searchParams.get('collector_token');
  if (!token) throw new Error(`no collector_token in ${url}`);
  return token;
}

/** A made-up token of the right shape that no collector has. */
export function unknownToken(): string {
  return `unknown${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`.padEnd(32, 'x').slice(0, 32);
}

/** An identified member (with hash and token) credited with `points` Räppli by a host adjustment, onboarding seen. */
export async function createRichMember(request: APIRequestContext, points: number): Promise<Required<CreatedCollector>> {
  const created = await createCollector(request, { id: `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}` });
  if (points > 0) {
    const res = await request.post('/api/host/adjustments', {
      headers: { Authorization: `Bearer ${E2E_API_KEY}` },
      data: { collector_token: created.collector_token, amount: points, reason: 'Testguthaben', idempotency_key: `e2e-${created.collector_token}` },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  await skipOnboarding(request, created.collector_token);
  return created as Required<CreatedCollector>;
}

/** The query a host app puts in our URLs for an identified member. */
export const memberQuery = (m: CreatedCollector) =>
  `collector_token=${encodeURIComponent(m.collector_token)}${m.hash ? `&hash=${m.hash}&token=${encodeURIComponent(m.token ?? '')}` : ''}`;
