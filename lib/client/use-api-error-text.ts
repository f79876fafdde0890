'use client';
import { useCallback } from 'react';
import { useTranslations } from 'next-intl';
import { apiErrorText } from './api-error';

/** apiErrorText with the texts from messages/de.json. */
export function useApiErrorText() {
  const app = useTranslations('app');
  const errors = useTranslations('errors');
  return useCallback((error: unknown) => apiErrorText(error, { noConnection: app('noConnection'), unexpected: errors('INTERNAL_ERROR') }), [app, errors]);
}
