'use client';
import type { ConsoleItem } from '@/lib/contracts/console-content';
import { specialPreviewUrls } from '@/lib/client/console-api';
import { PreviewLinks } from '@/components/preview/preview-links';
import { SpecialDays } from './special-days';
import styles from '../console.module.css';

const VIEWS = ['special'] as const;

/** Below a special's editor: "Vorschau" (its page as members will see it, docs/console.md, Previews), then a calendar's days. */
export function SpecialExtras({ item }: { item: ConsoleItem<Record<string, unknown>> }) {
  return (
    <>
      <div className={styles.actions} data-testid="special-preview">
        <PreviewLinks load={() => specialPreviewUrls(Number(item.id))} views={VIEWS} dirty={false} />
      </div>
      <SpecialDays item={item} />
    </>
  );
}
