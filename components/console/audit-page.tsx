'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { AuditEntry } from '@/lib/contracts/console';
import { AUDIT_RESOURCES, auditVerb, isAuditResource } from '@/lib/contracts/audit-log';
import { auditPath, consoleFetch, useAuditLog } from '@/lib/client/console-api';
import { useOlderPages, type CursorPage } from '@/lib/client/use-older-pages';
import button from '@/components/ui/button.module.css';
import styles from './console.module.css';
import { OlderPagesButton } from './list-parts';

const show = (v: unknown) => (v === null || v === undefined || v === '' ? '–' : typeof v === 'object' ? JSON.stringify(v) : String(v));

/** The fields a write changed, as "field: before → after"; a creation lists what it set. */
function Changes({ entry }: { entry: AuditEntry }) {
  const t = useTranslations('console.audit');
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  if (!entry.before && entry.after) return <span className={styles.hint}>{t('created')}</span>;
  return (
    <ul className={styles.pre}>
      {keys.map((k) => (
        <li key={k}>{t('changed', { field: k, before: show(before[k]), after: show(after[k]) })}</li>
      ))}
    </ul>
  );
}

/** What an entry did, in German ("Beiträge: veröffentlicht"); a code this console does not know stays as recorded. */
function What({ entry }: { entry: AuditEntry }) {
  const t = useTranslations('console.audit');
  const verb = auditVerb(entry.action);
  const resource = isAuditResource(entry.resource) ? t(`resources.${entry.resource}`) : entry.resource;
  return <>{verb ? t('entry', { resource, action: t(`actions.${verb}`) }) : entry.action}</>;
}

type Filter = { resource?: string; resource_id?: string };

/** /console/audit (admin): every staff write, newest first, filtered by area and record, older pages on request. */
export function AuditPage() {
  const t = useTranslations('console.audit');
  const common = useTranslations('console');
  const [resource, setResource] = useState('');
  const [resourceId, setResourceId] = useState('');
  const [filter, setFilter] = useState<Filter>({});
  const log = useAuditLog(filter);
  const older = useOlderPages<AuditEntry>(filter, log.data?.next_before ?? null, (before) => consoleFetch<CursorPage<AuditEntry>>(auditPath(filter, before)));
  const time = new Intl.DateTimeFormat('de-AT', { dateStyle: 'medium', timeStyle: 'medium' });

  return (
    <>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.muted}>{t('intro')}</p>
      <form
        className={`${styles.card} ${styles.toolbar}`}
        onSubmit={(e) => {
          e.preventDefault();
          setFilter({ resource: resource || undefined, resource_id: resourceId.trim() || undefined });
        }}
      >
        <label className={styles.field}>
          <span className={styles.label}>{t('resource')}</span>
          <select className={styles.select} value={resource} onChange={(e) => setResource(e.target.value)}>
            <option value="">{t('all')}</option>
            {AUDIT_RESOURCES.map((r) => (
              <option key={r} value={r}>
                {t(`resources.${r}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span className={styles.label}>{t('resourceId')}</span>
          <input className={styles.input} value={resourceId} onChange={(e) => setResourceId(e.target.value)} inputMode="numeric" />
        </label>
        <button type="submit" className={`${button.button} ${styles.inlineButton}`}>
          {t('filter')}
        </button>
      </form>
      <section className={styles.card}>
        {!log.data ? (
          <p className={styles.muted}>{log.error ? common('loadFailed') : common('loading')}</p>
        ) : log.data.items.length === 0 ? (
          <p className={styles.muted}>{t('empty')}</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table} data-testid="console-audit">
              <thead>
                <tr>
                  <th scope="col">{t('columns.at')}</th>
                  <th scope="col">{t('columns.who')}</th>
                  <th scope="col">{t('columns.action')}</th>
                  <th scope="col">{t('columns.changes')}</th>
                </tr>
              </thead>
              <tbody>
                {[...log.data.items, ...older.items].map((e) => (
                  <tr key={e.id}>
                    <td>{time.format(new Date(e.at))}</td>
                    <td>{e.staff?.email ?? t('system')}</td>
                    <td>
                      <What entry={e} />
                      {e.resource_id ? ` #${e.resource_id}` : ''}
                    </td>
                    <td>
                      <Changes entry={e} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <OlderPagesButton older={older} label={t('more')} errorTestId="audit-more-error" />
      </section>
    </>
  );
}
