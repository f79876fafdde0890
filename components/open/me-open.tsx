'use client';
import { useEffect } from 'react';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useAppState } from '@/lib/client/use-session';
import { useAppRouter } from '@/lib/client/navigation';
import { entryPath } from '@/lib/domain/entry';
import { AppLink } from '@/components/ui/app-link';

/** /me/open: the entry inside the signed-in area; forwards to the shared entry once the session is ready. */
export function MeOpen() {
  const t = useTranslations('meOpen');
  const params = useSearchParams();
  const router = useAppRouter();
  const ready = useAppState().state === 'ready';
  const target = entryPath(params.get('entry'));
  useEffect(() => {
    if (!ready) return;
    const rest = new URLSearchParams(params);
    rest.delete('entry');
    router.replace(`${target}?${rest.toString()}`);
  }, [ready, target, params, router]);
  return (
    <p role="status">
      {t('forwarding')} <AppLink href={target}>{t('continue')}</AppLink>
    </p>
  );
}
