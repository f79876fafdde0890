'use client';
import { useEffect, useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useFriendSearch } from '@/lib/client/friends-api';
import type { SsoPair } from '@/lib/client/rewards-api';
import form from '@/components/ui/form.module.css';
import { FriendAction } from './friend-action';
import { FriendRow } from './friend-row';
import page from '@/components/ui/page.module.css';
import styles from './friends.module.css';

/** Searching starts at this many characters (the API's rule, docs/friends.md). */
const MIN_QUERY = 3;
/** Waits until the typing pauses: the API allows 20 searches a minute. */
const DEBOUNCE_MS = 350;

type Props = { collectorToken: string; pair: SsoPair; ready: boolean; onDone: (text: string) => void; onError: (error: unknown) => void };

/** Search by username and add (docs/product.md §10.7); each result says what can be done about them. */
export function FriendSearch({ collectorToken, pair, ready, onDone, onError }: Props) {
  const t = useTranslations('friends.search');
  const id = useId();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(typed.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const asked = ready && query.length >= MIN_QUERY ? query : null;
  const search = useFriendSearch(collectorToken, pair, asked);
  useEffect(() => {
    if (search.error) onError(search.error);
  }, [search.error, onError]);
  const items = asked ? search.data?.items : undefined;

  return (
    <section className={page.section} aria-labelledby={`${id}-title`}>
      <h2 className={page.sectionTitle} id={`${id}-title`}>
        {t('title')}
      </h2>
      <div className={form.field}>
        <label className={form.label} htmlFor={`${id}-q`}>
          {t('label')}
        </label>
        <input
          id={`${id}-q`}
          className={form.input}
          type="search"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={30}
          disabled={!ready}
          aria-describedby={`${id}-hint`}
          data-testid="friend-search"
        />
        <p className={form.hint} id={`${id}-hint`}>
          {t('hint')}
        </p>
      </div>
      <div aria-live="polite" className={styles.results}>
        {asked && search.isLoading ? <p className={page.muted}>{t('searching')}</p> : null}
        {items && items.length === 0 ? <p className={page.muted}>{t('none', { q: asked ?? '' })}</p> : null}
        {items && items.length > 0 ? (
          <>
            <p className={styles.srOnly}>{t('results', { count: items.length })}</p>
            <ul className={styles.list} data-testid="friend-results">
              {items.map((person) => (
                <FriendRow key={person.username} person={person}>
                  <FriendAction person={person} collectorToken={collectorToken} pair={pair} onDone={onDone} onError={onError} />
                </FriendRow>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </section>
  );
}
