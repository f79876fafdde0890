'use client';
import type { ConsoleItem } from '@/lib/contracts/console-content';
import { notificationPreviewUrls } from '@/lib/client/console-api';
import { PreviewLinks } from '@/components/preview/preview-links';
import styles from '../console.module.css';

const VIEWS = ['popup'] as const;

/** Below a popup's editor: "Vorschau", the popup as members will see it (docs/console.md, Previews). */
export function NotificationExtras({ item }: { item: ConsoleItem<Record<string, unknown>> }) {
  return (
    <div className={styles.actions} data-testid="notification-preview">
      <PreviewLinks load={() => notificationPreviewUrls(Number(item.id))} views={VIEWS} dirty={false} />
    </div>
  );
}
