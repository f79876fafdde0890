import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { NotificationKind } from '@/lib/domain/notifications';

/**
 * A popup page's title: its heading while the record loads (the host's overlay may name its frame by
 * it); PopupHeading sets the heading of the state the page comes to. The heading alone, without the
 * pages' «– Räppli» (an absolute title), so the server's title and the one PopupHeading keeps agree.
 */
export async function popupMetadata(kind: Exclude<NotificationKind, 'detail'>): Promise<Metadata> {
  const t = await getTranslations('popups');
  return { title: { absolute: t(`headings.${kind}`) } };
}
