'use client';
import Link from 'next/link';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useMemberSearch } from '@/lib/client/console-api';
import { useApiErrorText } from '@/lib/client/use-api-error-text';
import button from '@/components/ui/button.module.css';
import styles from './console.module.css';
import { VoucherCodeCheckCard } from './voucher-code-check';

/**
 * /console/members (operators): find a member by what they can tell — the support code, e-mail, username —
 * and check a voucher code they name.
 */
export function MembersPage() {
  const t = useTranslations('console.members');
  const common = useTranslations('console');
  const errorText = useApiErrorText();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const found = useMemberSearch(q);
  const number = new Intl.NumberFormat('de-AT');

  return (
    <>
      <h1 className={styles.title}>{t('title')}</h1>
      <form
        className={`${styles.card} ${styles.toolbar}`}
        onSubmit={(e) => {
          e.preventDefault();
          setQ(typed.trim());
        }}
        role="search"
      >
        <input
          className={`${styles.input} ${styles.wideSearch}`}
          aria-label={t('search')}
          placeholder={t('search')}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
        <button type="submit" className={`${button.button} ${styles.inlineButton}`}>
          {t('find')}
        </button>
      </form>
      {q ? (
        <section className={styles.card}>
          {found.error ? (
            <p className={styles.notice} data-tone="error" role="alert">
              {errorText(found.error)}
            </p>
          ) : !found.data ? (
            <p className={styles.muted}>{common('loading')}</p>
          ) : found.data.items.length === 0 ? (
            <p className={styles.muted}>{t('none')}</p>
          ) : (
            <ul className={styles.resultList} data-testid="member-results">
              {found.data.items.map((m) => (
                <li key={m.collector_token}>
                  <Link href={`/console/members/${encodeURIComponent(m.collector_token)}`}>
                    <strong>{m.support_token}</strong> {m.username ?? (m.anonymous ? t('anonymous') : t('noUsername'))} {m.email ? `· ${m.email}` : ''}
                  </Link>
                  <span className={styles.hint}>
                    {' '}
                    · {t('balance')}: {number.format(m.points_available)} Räppli {m.opted_out ? `· ${t('optedOut')}` : ''}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
      <VoucherCodeCheckCard />
    </>
  );
}
