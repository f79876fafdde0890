import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { NotificationKind } from '@/lib/domain/notifications';

/** A popup page's title: its heading (the host's overlay may name its frame by it). */
export async function popupMetadata(kind: Exclude<NotificationKind, 'detail'>): Promise<Metadata> {
  const t = await getTranslations('popups');
  return { title: t(`headings.${kind}`) };
}
