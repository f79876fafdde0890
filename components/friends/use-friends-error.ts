'use client';
import { useCallback } from 'react';
import { useTranslations } from 'next-intl';
import { ApiClientError } from '@/lib/client/api-error';

/** The friends service could not be reached or failed (docs/product.md §13.4 "friends service offline"). */
export const friendsOffline = (error: unknown) => error instanceof ApiClientError && (error.code === 'NETWORK_ERROR' || error.status >= 500);

/** What a member reads when a friends call fails: offline, else the server's German text. */
export function useFriendsErrorText() {
  const t = useTranslations('friends');
  const errors = useTranslations('errors');
  return useCallback(
    (error: unknown) => {
      if (friendsOffline(error)) return t('offline');
      return error instanceof ApiClientError && error.code !== 'UNKNOWN' ? error.message : errors('INTERNAL_ERROR');
    },
    [t, errors],
  );
}
