'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { ListState, ListToolbar, Pager, useListQuery } from '../list-parts';
import type { ContentResource } from '@/lib/contracts/console-content';
import { useContentList } from '@/lib/client/console-api';
import button from '@/components/ui/button.module.css';
import { RewardStatus } from '../reward-status';
import { LIST_EXTRAS } from './list-extras';
import { RESOURCE_VIEWS } from './resources';
import { useFormatValue } from './use-format-value';
import { useResourceText } from './use-resource-text';
import styles from '../console.module.css';

const NUMERIC = new Set(['number', 'nullableNumber']);

/** /console/content/{resource}: one resource's items (what members see), searched, 50 at a time. */
export function ContentList({ resource }: { resource: ContentResource }) {
  const t = useTranslations('console.content');
  const text = useResourceText(resource);
  const format = useFormatValue(resource);
  const query = useListQuery();
  const list = useContentList(resource, query.q, query.archived, query.offset);
  const data = list.data;
  const view = RESOURCE_VIEWS[resource];
  const field = (name: string) => view.fields.find((f) => f.name === name)!;
  const columns = view.columns.map(field);
  const { Above, Below, cells = {} } = LIST_EXTRAS[resource] ?? {};
  const extra = (view.computed ?? []).flatMap((name) => (cells[name] ? [{ name, Cell: cells[name] }] : []));

  return (
    <>
      <Link href="/console/content" className={styles.muted}>
        {t('editor.back', { title: t('title') })}
      </Link>
      <div className={styles.head}>
        <h1 className={styles.title}>{text.text('title')}</h1>
        <Link href={`/console/content/${resource}/new`} className={`${button.button} ${styles.inlineButton}`}>
          {t('list.new')}
        </Link>
      </div>
      <p className={styles.muted}>{text.text('about')}</p>
      {Above ? <Above /> : null}
      <section className={styles.card}>
        <ListToolbar
          query={query}
          searchLabel={text.text('search')}
          archivedLabel={t('list.archived')}
          count={data ? t('list.count', { total: data.total }) : null}
        />
        <ListState failed={Boolean(list.error)} items={data?.items} emptyText={t('list.empty')}>
          <table className={styles.table} data-testid="content-list">
            <thead>
              <tr>
                <th scope="col">{text.label(view.name)}</th>
                {columns.map((c) => (
                  <th scope="col" key={c.name} className={NUMERIC.has(c.kind) ? styles.num : undefined}>
                    {text.column(c.name)}
                  </th>
                ))}
                {extra.map((c) => (
                  <th scope="col" key={c.name} className={styles.num}>
                    {text.column(c.name)}
                  </th>
                ))}
                <th scope="col">{t('list.status')}</th>
              </tr>
            </thead>
            <tbody>
              {data?.items.map((item) => (
                <tr key={item.id} data-key={item.id}>
                  <td>
                    <Link href={`/console/content/${resource}/${encodeURIComponent(String(item.id))}`}>{String(item.live[view.name])}</Link>
                  </td>
                  {columns.map((c) => (
                    <td key={c.name} className={NUMERIC.has(c.kind) ? styles.num : undefined}>
                      {format(c, item.live[c.name])}
                    </td>
                  ))}
                  {extra.map((c) => (
                    <td key={c.name} className={styles.num} data-column={c.name}>
                      <c.Cell item={item} />
                    </td>
                  ))}
                  <td>
                    <RewardStatus reward={item} pending="draftPending" testId="content-status" />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ListState>
        <Pager query={query} total={data?.total} previous={t('list.previous')} next={t('list.next')} />
      </section>
      {Below ? <Below /> : null}
    </>
  );
}
