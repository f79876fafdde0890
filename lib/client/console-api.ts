'use client';
// The console's calls (docs/console.md): same origin, the session cookie (the browser sends it and
// the Origin header by itself), no collector token. Errors are ApiClientError with the German text.
import type { OptInResult } from '@/lib/contracts/loyalty';
import useSWR, { mutate } from 'swr';
import { ApiClientError } from './api-error';
import { isErrorCode } from '@/lib/contracts/errors';
import type { Media, PreviewUrls, SpecialPreviewUrls } from '@/lib/contracts/media';
import type { NotificationPreviewUrls } from '@/lib/contracts/notifications';
import type {
  AuditEntry,
  Liability,
  ConsoleMe,
  ConsoleMember,
  ConsoleMemberDetail,
  ConsoleOrder,
  ConsoleOrdersPage,
  ConsoleStatementPage,
  ConsoleReward,
  ConsoleRewardList,
  RewardInput,
  Staff,
  StaffCreate,
  StaffUpdate,
} from '@/lib/contracts/console';
import type { OrderActionResult } from '@/lib/contracts/rewards';
import { contentApiPath, type ConsoleItem, type ConsoleRaffle, type ContentResource } from '@/lib/contracts/console-content';
import type { PrizewheelStats } from '@/lib/contracts/games';
import type { VitalsReport } from '@/lib/contracts/vitals';
import type { VoucherCodeCheck } from '@/lib/contracts/vouchers';
import type { WebhookCreate, WebhookCreated, WebhookDeliveries, WebhookEndpoint } from '@/lib/contracts/webhooks';

type ConsoleOrderList = { items: ConsoleOrder[]; total: number };

export async function consoleFetch<T>(
  path: string,
  init: { method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; body?: unknown; headers?: Record<string, string> } = {},
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`/api/console${path}`, {
      method: init.method ?? 'GET',
      headers: { Accept: 'application/json', ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }), ...init.headers },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiClientError(0, 'NETWORK_ERROR', 'no connection to the server', path);
  }
  const body = (await res.json().catch(() => null)) as { error?: { code?: unknown; message?: unknown; details?: unknown } } | null;
  if (res.ok) return body as T;
  const code = isErrorCode(body?.error?.code) ? body.error.code : 'UNKNOWN';
  throw new ApiClientError(res.status, code, typeof body?.error?.message === 'string' ? body.error.message : `HTTP ${res.status}`, path, body?.error?.details);
}

const fetcher = <T>(path: string) => consoleFetch<T>(path);
const options = { revalidateOnFocus: false, shouldRetryOnError: false };

export const useConsoleMe = () => useSWR<ConsoleMe, ApiClientError>('/me', fetcher, options);
export const useConsoleRewards = (q: string, archived: boolean, offset: number) =>
  useSWR<ConsoleRewardList, ApiClientError>(
    `/rewards?${new URLSearchParams({ q, archived: String(archived), offset: String(offset), limit: '50' })}`,
    fetcher,
    options,
  );
/** The rewards an editor picks from (a Black Week's prices): up to 100 not archived, found by `q`. */
export const useRewardChoices = (q: string) =>
  useSWR<ConsoleRewardList, ApiClientError>(`/rewards?${new URLSearchParams({ q, archived: 'false', limit: '100' })}`, fetcher, options);
export const useConsoleReward = (id: number | null) => useSWR<ConsoleReward, ApiClientError>(id ? `/rewards/${id}` : null, fetcher, options);
export const useStaffList = () => useSWR<{ items: Staff[] }, ApiClientError>('/staff', fetcher, options);
/** GET /api/console/audit: the newest 100 entries for the filter, or the 100 older than `before`. */
export const auditPath = (filter: { resource?: string; resource_id?: string }, before?: number) =>
  `/audit?${new URLSearchParams(Object.fromEntries(Object.entries({ ...filter, before: before === undefined ? '' : String(before), limit: '100' }).filter(([, v]) => v)) as Record<string, string>)}`;
export const useAuditLog = (filter: { resource?: string; resource_id?: string }) =>
  useSWR<{ items: AuditEntry[]; next_before: number | null }, ApiClientError>(auditPath(filter), fetcher, options);

export const login = (email: string, password: string) => consoleFetch<ConsoleMe>('/session', { method: 'POST', body: { email, password } });
export const logout = () => consoleFetch<{ ok: true }>('/session', { method: 'DELETE' });
export const createReward = (input: RewardInput) => consoleFetch<ConsoleReward>('/rewards', { method: 'POST', body: input });
export const saveReward = (id: number, input: RewardInput) => consoleFetch<ConsoleReward>(`/rewards/${id}`, { method: 'PUT', body: input });
export const rewardAction = (id: number, act: 'publish' | 'unpublish' | 'archive') => consoleFetch<ConsoleReward>(`/rewards/${id}/${act}`, { method: 'POST' });
export const pauseReward = (id: number, paused: boolean) => consoleFetch<ConsoleReward>(`/rewards/${id}/pause`, { method: 'POST', body: { paused } });
export const createStaff = (input: StaffCreate) => consoleFetch<Staff>('/staff', { method: 'POST', body: input });
export const updateStaff = (id: number, change: StaffUpdate) => consoleFetch<Staff>(`/staff/${id}`, { method: 'PATCH', body: change });

// Operators (docs/console.md, Orders, Members).
export const consoleOrdersPath = (filter: { state?: string; delivery?: string }, offset = 0) =>
  `/orders?${new URLSearchParams(Object.fromEntries(Object.entries({ ...filter, offset: String(offset), limit: '50' }).filter(([, v]) => v)) as Record<string, string>)}`;
export const useConsoleOrders = (filter: { state?: string; delivery?: string }, offset: number) =>
  useSWR<ConsoleOrderList, ApiClientError>(consoleOrdersPath(filter, offset), fetcher, options);
export const moveConsoleOrder = (id: number, event: 'activate' | 'complete' | 'cancel') =>
  consoleFetch<OrderActionResult>(`/orders/${id}/state`, { method: 'POST', body: { event } });
export const checkVoucherCode = (code: string) => consoleFetch<VoucherCodeCheck>('/voucher-codes/check', { method: 'POST', body: { code } });
export const useMemberSearch = (q: string) =>
  useSWR<{ items: ConsoleMember[] }, ApiClientError>(q ? `/members?q=${encodeURIComponent(q)}` : null, fetcher, options);
export const useMemberDetail = (token: string) => useSWR<ConsoleMemberDetail, ApiClientError>(`/members/${encodeURIComponent(token)}`, fetcher, options);
/** GET /api/console/members/{token}/statement: 50 lines older than `before`, as the member's page shows them. */
export const memberStatementPage = (token: string, before: number) =>
  consoleFetch<ConsoleStatementPage>(`/members/${encodeURIComponent(token)}/statement?before=${before}&limit=50`);
/** GET /api/console/members/{token}/orders: 50 orders older than `before`. */
export const memberOrdersPage = (token: string, before: number) =>
  consoleFetch<ConsoleOrdersPage>(`/members/${encodeURIComponent(token)}/orders?before=${before}&limit=50`);
export const adjustMember = (token: string, body: { amount: number; reason: string }, key: string) =>
  consoleFetch<{ amount: number; balance: number }>(`/members/${encodeURIComponent(token)}/adjustments`, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': key },
  });

// Pictures and previews (docs/console.md, Pictures and Previews).
/** POST /api/console/media: the picture as multipart/form-data (the browser sets its boundary). */
export async function uploadPicture(file: File): Promise<Media> {
  const body = new FormData();
  body.append('file', file);
  let res: Response;
  try {
    res = await fetch('/api/console/media', { method: 'POST', headers: { Accept: 'application/json' }, body, credentials: 'same-origin' });
  } catch {
    throw new ApiClientError(0, 'NETWORK_ERROR', 'no connection to the server', '/media');
  }
  const answer = (await res.json().catch(() => null)) as { error?: { code?: unknown; message?: unknown } } | null;
  if (res.ok) return answer as Media;
  const code = isErrorCode(answer?.error?.code) ? answer.error.code : 'UNKNOWN';
  throw new ApiClientError(res.status, code, typeof answer?.error?.message === 'string' ? answer.error.message : `HTTP ${res.status}`, '/media');
}
export const rewardPreviewUrls = (id: number) => consoleFetch<PreviewUrls>(`/rewards/${id}/preview`);
export const specialPreviewUrls = (id: number) => consoleFetch<SpecialPreviewUrls>(`/specials/${id}/preview`);
export const notificationPreviewUrls = (id: number) => consoleFetch<NotificationPreviewUrls>(`/notifications/${id}/preview`);
export const useLiability = () => useSWR<Liability, ApiClientError>('/liability', fetcher, options);
export const useVitals = (days: number) => useSWR<VitalsReport, ApiClientError>(`/vitals?days=${days}`, fetcher, options);
export const eraseMember = (token: string) =>
  consoleFetch<{ erased: true; balance: number }>(`/members/${encodeURIComponent(token)}/erase`, { method: 'POST' });
/** POST /api/console/members/{token}/opt-in: «Wieder aufnehmen», the member's opt-out ends. */
export const optInMember = (token: string) => consoleFetch<OptInResult>(`/members/${encodeURIComponent(token)}/opt-in`, { method: 'POST' });

// Content and raffles (docs/console.md, Content pages). Content inputs are checked by the
// resource's contract in the editor (components/console/content/form-values.ts).
type ContentItem = ConsoleItem<Record<string, unknown>>;
const listQuery = (q: string, archived: boolean, offset: number) => new URLSearchParams({ q, archived: String(archived), offset: String(offset), limit: '50' });
const contentPath = (resource: ContentResource, key?: string | number) =>
  `${contentApiPath(resource)}${key === undefined ? '' : `/${encodeURIComponent(String(key))}`}`;
export const useContentList = (resource: ContentResource, q: string, archived: boolean, offset: number) =>
  useSWR<{ items: ContentItem[]; total: number }, ApiClientError>(`${contentPath(resource)}?${listQuery(q, archived, offset)}`, fetcher, options);
/** After a write: the resource's lists loaded before ask again (the router may show them from its cache). */
export const refreshContentLists = (resource: ContentResource) => mutate((key) => typeof key === 'string' && key.startsWith(`${contentPath(resource)}?`));
export const useContentItem = (resource: ContentResource, key: string) => useSWR<ContentItem, ApiClientError>(contentPath(resource, key), fetcher, options);
export const createContent = (resource: ContentResource, input: Record<string, unknown>) =>
  consoleFetch<ContentItem>(contentPath(resource), { method: 'POST', body: input });
export const saveContent = (resource: ContentResource, key: string | number, input: Record<string, unknown>) =>
  consoleFetch<ContentItem>(contentPath(resource, key), { method: 'PUT', body: input });
export const contentAction = (resource: ContentResource, key: string | number, act: 'publish' | 'unpublish' | 'archive') =>
  consoleFetch<ContentItem>(`${contentPath(resource, key)}/${act}`, { method: 'POST' });
export const useConsoleRaffles = (q: string, archived: boolean, offset: number) =>
  useSWR<{ items: ConsoleRaffle[]; total: number }, ApiClientError>(`/raffles?${listQuery(q, archived, offset)}`, fetcher, options);
export const drawConsoleRaffle = (id: number) => consoleFetch<ConsoleRaffle>(`/raffles/${id}/draw`, { method: 'POST' });

// The prize wheel (docs/games.md, Console): every segment on the wheel now, for its shares and
// expected value (a wheel has far fewer than 100), and the spins per day.
export const useWheelSegments = () =>
  useSWR<{ items: ContentItem[]; total: number }, ApiClientError>(
    `${contentPath('prizewheel-segments')}?${new URLSearchParams({ archived: 'false', limit: '100', offset: '0' })}`,
    fetcher,
    options,
  );
export const usePrizewheelStats = (days: number) => useSWR<PrizewheelStats, ApiClientError>(`/prizewheel/stats?days=${days}`, fetcher, options);
/** The rewards tagged with a special's slug (its days and doors), up to 100. */
export const useSpecialRewards = (slug: string | null) =>
  useSWR<ConsoleRewardList, ApiClientError>(slug ? `/rewards?${new URLSearchParams({ special: slug, limit: '100' })}` : null, fetcher, options);

// Posts and FAQ (docs/posts-faq.md): the editors' live preview, rendered and sanitised by the server.
export const previewMarkdown = (markdown: string) => consoleFetch<{ html: string }>('/markdown/preview', { method: 'POST', body: { markdown } });

// Webhooks (docs/webhooks.md, Registering an endpoint): the endpoints, and one endpoint's latest deliveries.
export const useWebhooks = () => useSWR<{ items: WebhookEndpoint[] }, ApiClientError>('/webhooks', fetcher, options);
export const useWebhookDeliveries = (id: number | null) =>
  useSWR<WebhookDeliveries, ApiClientError>(id ? `/webhooks/${id}/deliveries?limit=50` : null, fetcher, options);
export const createWebhook = (input: WebhookCreate) => consoleFetch<WebhookCreated>('/webhooks', { method: 'POST', body: input });
export const deleteWebhook = (id: number) => consoleFetch<null>(`/webhooks/${id}`, { method: 'DELETE' });
