'use client';
import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { previewMarkdown } from '@/lib/client/console-api';
import { useApiErrorText } from '@/lib/client/use-api-error-text';
import prose from '@/components/posts/prose.module.css';
import styles from '../console.module.css';
import own from './markdown.module.css';

/**
 * What members will see of a piece of Markdown, as they type: the server renders and sanitises it
 * (POST /api/console/markdown/preview) with the very code members' pages use, a moment after the
 * last key, so the preview can never show what the page would not.
 */
export function MarkdownPreview({ markdown, testId = 'markdown-preview' }: { markdown: string; testId?: string }) {
  const t = useTranslations('console.content.markdown');
  const errorText = useApiErrorText();
  const [shown, setShown] = useState<{ source: string; html: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      previewMarkdown(markdown)
        .then((r) => {
          if (!live) return;
          setShown({ source: markdown, html: r.html });
          setError(null);
        })
        .catch((err: unknown) => live && setError(errorText(err)));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [markdown, errorText]);
  return (
    <div className={own.preview}>
      <span className={styles.label}>{t('preview')}</span>
      <div className={`${own.paper} ${prose.prose}`} data-testid={testId} aria-busy={shown?.source !== markdown || undefined}>
        {shown && shown.html ? <div dangerouslySetInnerHTML={{ __html: shown.html }} /> : <p className={styles.hint}>{t('empty')}</p>}
      </div>
      {error ? (
        <span className={styles.fieldError} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
