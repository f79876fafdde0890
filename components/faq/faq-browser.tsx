'use client';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { FaqPageSection } from '@/lib/contracts/posts';
import form from '@/components/ui/form.module.css';
import prose from '@/components/posts/prose.module.css';
import { matches } from './faq-search';
import styles from './faq.module.css';

/**
 * /me/faq: the sections as an accordion (native <details>, so it works before JavaScript), a
 * search box that filters the questions as one types and says when none matches, and
 * `/me/faq#<item>` opens that question and scrolls to it.
 */
export function FaqBrowser({ sections }: { sections: FaqPageSection[] }) {
  const t = useTranslations('faq');
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const shown = useMemo(
    () => sections.map((s) => ({ ...s, items: s.items.filter((i) => matches(i, query)) })).filter((s) => s.items.length > 0),
    [sections, query],
  );
  const count = shown.reduce((n, s) => n + s.items.length, 0);
  const toggle = useCallback((slug: string, isOpen: boolean) => {
    setOpen((prev) => {
      if (prev.has(slug) === isOpen) return prev;
      const next = new Set(prev);
      if (isOpen) next.add(slug);
      else next.delete(slug);
      return next;
    });
  }, []);

  // The address's anchor names a question: open it (clearing a search that hides it) and show it.
  useEffect(() => {
    const openHash = () => {
      const slug = decodeURIComponent(window.location.hash.slice(1));
      if (!slug || !sections.some((s) => s.items.some((i) => i.slug === slug))) return;
      setQuery('');
      toggle(slug, true);
      requestAnimationFrame(() => document.getElementById(slug)?.scrollIntoView({ block: 'start' }));
    };
    openHash();
    window.addEventListener('hashchange', openHash);
    return () => window.removeEventListener('hashchange', openHash);
  }, [sections, toggle]);

  return (
    <div className={styles.stack}>
      <header className={styles.head}>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.intro}>{t('intro')}</p>
      </header>
      <div className={styles.search} role="search">
        <label className={form.label} htmlFor={searchId}>
          {t('search')}
        </label>
        <input
          id={searchId}
          className={form.input}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t('searchPlaceholder')}
          enterKeyHint="search"
          autoComplete="off"
          data-testid="faq-search"
        />
        <p className={styles.status} role="status" aria-live="polite">
          {query.trim() ? (count ? t('found', { count }) : '') : ''}
        </p>
      </div>
      {query.trim() && count === 0 ? (
        <p className={styles.empty} data-testid="faq-empty">
          {t('nothing', { query: query.trim() })}
        </p>
      ) : null}
      {sections.length === 0 ? <p className={styles.empty}>{t('none')}</p> : null}
      {shown.map((s) => (
        <section key={s.id} className={styles.section} aria-labelledby={`faq-section-${s.id}`}>
          <h2 className={styles.sectionTitle} id={`faq-section-${s.id}`}>
            {s.title}
          </h2>
          <ul className={styles.items}>
            {s.items.map((i) => (
              <li key={i.slug}>
                <details
                  id={i.slug}
                  className={styles.item}
                  open={open.has(i.slug)}
                  onToggle={(e) => toggle(i.slug, (e.currentTarget as HTMLDetailsElement).open)}
                  data-testid="faq-item"
                >
                  <summary className={styles.question}>{i.question}</summary>
                  <div className={`${styles.answer} ${prose.prose}`} dangerouslySetInnerHTML={{ __html: i.html }} />
                </details>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
