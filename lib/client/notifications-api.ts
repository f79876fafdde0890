'use client';
import { mutate } from 'swr';
import type { NotificationList } from '@/lib/contracts/notifications';
import { apiFetch } from './fetcher';
import { useApi } from './use-api';

// A member's notification popups (docs/notifications.md): GET /api/notifications, keyed as useApi
// keys it, and POST /api/notifications/{id}/seen.

/** The unseen popups; nothing is asked without a token (`collectorToken` ''). */
export const useNotifications = (collectorToken: string) => useApi<NotificationList>('/notifications', collectorToken);

/** Marks a popup seen and drops it from the loaded list. */
export async function markNotificationSeen(collectorToken: string, id: number): Promise<void> {
  await apiFetch<void>(`/notifications/${id}/seen`, collectorToken, { method: 'POST' });
  await mutate(['/notifications', collectorToken], (list?: NotificationList) => list && { ...list, items: list.items.filter((i) => i.id !== id) }, {
    revalidate: false,
  });
}
