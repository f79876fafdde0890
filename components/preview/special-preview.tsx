import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { SpecialPage } from '@/components/specials/special-page';
import { catalogue } from '@/lib/server/pages/catalogue';
import type { PreviewSearch } from './reward-preview';
import styles from './preview.module.css';

const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : undefined);

/**
 * /preview/specials/special: a special as a reader without a member would see it (its draft, if
 * any), for an editor's signed link; any other link is the 404 page (docs/console.md, Previews).
 */
export async function SpecialPreviewPage({ search }: { search: PreviewSearch }) {
  const preview = await catalogue().specialPreview({ id: one(search.id), exp: one(search.exp), sig: one(search.sig) });
  if (!preview) notFound();
  const t = await getTranslations('preview');
  return (
    <>
      <aside className={styles.banner} aria-label={t('title')} data-testid="preview-banner">
        <p className={styles.bannerText}>{t(`specialBanner.${preview.shows}`)}</p>
      </aside>
      <SpecialPage special={preview.special} />
    </>
  );
}
