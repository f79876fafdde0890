'use client';
import { useCallback } from 'react';
import { useTranslations } from 'next-intl';
import { ApiClientError } from '@/lib/client/api-error';
import { useSessionQuery } from '@/lib/client/use-session-query';
import { profileProblem, waitMinutes } from '@/lib/domain/profile-errors';

/** What a member reads when a profile call fails (docs/product.md §13.4; lib/domain/profile-errors.ts). */
export function useProfileErrorText() {
  const t = useTranslations('profile');
  const app = useTranslations('app');
  const { platform } = useSessionQuery();
  return useCallback(
    (error: unknown): string => {
      if (!(error instanceof ApiClientError)) return t('problems.unknown');
      const problem = profileProblem(error, platform);
      if (problem === 'server') return error.message;
      if (problem === 'noConnection') return app('noConnection');
      if (problem === 'rateLimited')
        return t('password.rateLimited', { minutes: waitMinutes((error.details as { retry_after?: unknown } | undefined)?.retry_after) });
      return t(`problems.${problem}`);
    },
    [t, app, platform],
  );
}
