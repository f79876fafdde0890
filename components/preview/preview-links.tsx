'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useApiErrorText } from '@/lib/client/use-api-error-text';
import button from '@/components/ui/button.module.css';
import consoleStyles from '@/components/console/console.module.css';
import styles from './preview.module.css';

type View = 'detail' | 'largecard' | 'smallcard' | 'special' | 'popup';
type Links = { urls: Partial<Record<View, string>>; expires_at: string };

/**
 * "Vorschau" in the reward, special and popup editors (docs/console.md, Previews): asks for signed links to
 * the preview pages (`load`) and offers them to open in a new tab, one per view (`views`, texts of
 * console.editor.preview). They show what is saved, not what is typed.
 */
export function PreviewLinks({ load, views, dirty }: { load: () => Promise<Links>; views: readonly View[]; dirty: boolean }) {
  const t = useTranslations('console.editor.preview');
  const errorText = useApiErrorText();
  const [busy, setBusy] = useState(false);
  const [links, setLinks] = useState<Links | null>(null);
  const [error, setError] = useState<string | null>(null);

  const open = async () => {
    setBusy(true);
    setError(null);
    try {
      setLinks(await load());
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className={`${button.button} ${button.secondary}`}
        aria-busy={busy || undefined}
        disabled={busy}
        onClick={() => void open()}
        aria-expanded={Boolean(links)}
        aria-controls="preview-links"
      >
        {busy ? t('loading') : t('open')}
      </button>
      <div id="preview-links" className={styles.links} hidden={!links && !error}>
        {error ? (
          <p className={consoleStyles.notice} data-tone="error" role="alert">
            {error}
          </p>
        ) : links ? (
          <section className={consoleStyles.notice} aria-label={t('title')} data-testid="preview-links">
            <ul className={styles.views}>
              {views.map((view) => (
                <li key={view}>
                  <a href={links.urls[view]} target="_blank" rel="noopener" data-testid={`preview-link-${view}`}>
                    {t(view)}
                  </a>
                </li>
              ))}
            </ul>
            <p className={consoleStyles.hint}>{t('valid', { time: new Date(links.expires_at) })}</p>
            {dirty ? <p className={consoleStyles.hint}>{t('unsaved')}</p> : null}
          </section>
        ) : null}
      </div>
    </>
  );
}
