'use client';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { webhookCreateSchema, type WebhookCreated, type WebhookEndpoint } from '@/lib/contracts/webhooks';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@/lib/domain/webhooks';
import { createWebhook, deleteWebhook, useWebhooks } from '@/lib/client/console-api';
import { useApiErrorText } from '@/lib/client/use-api-error-text';
import button from '@/components/ui/button.module.css';
import { eventKey, WebhookDeliveries } from './webhook-deliveries';
import { ListState } from './list-parts';
import styles from './console.module.css';

type Notice = { tone: 'ok' | 'error'; text: string };

/** /console/webhooks (admin): the endpoints, a form for a new one (its secret shown once), delete, deliveries. */
export function WebhooksPage() {
  const t = useTranslations('console.webhooks');
  const errorText = useApiErrorText();
  const list = useWebhooks();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>([...WEBHOOK_EVENT_TYPES]);
  const [created, setCreated] = useState<WebhookCreated | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<WebhookEndpoint | null>(null);
  const date = new Intl.DateTimeFormat('de-AT', { dateStyle: 'medium', timeStyle: 'short' });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (events.length === 0) return setNotice({ tone: 'error', text: t('pickEvent') });
    // The address's own problem, named, before the server's general «Die Angaben sind ungültig».
    const address = webhookCreateSchema.shape.url.safeParse(url.trim());
    if (!address.success) return setNotice({ tone: 'error', text: `${t('url')}: ${address.error.issues[0]!.message}` });
    setBusy(true);
    setNotice(null);
    setCreated(null);
    try {
      // The order of the catalogue, whatever order they were ticked in.
      setCreated(await createWebhook({ url: url.trim(), events: WEBHOOK_EVENT_TYPES.filter((x) => events.includes(x)) }));
      setUrl('');
      await list.mutate();
    } catch (err) {
      setNotice({ tone: 'error', text: errorText(err) });
    } finally {
      setBusy(false);
    }
  };

  const remove = async (w: WebhookEndpoint) => {
    if (!window.confirm(t('deleteConfirm', { url: w.url }))) return;
    setNotice(null);
    try {
      await deleteWebhook(w.id);
      if (shown?.id === w.id) setShown(null);
      setNotice({ tone: 'ok', text: t('deleted', { url: w.url }) });
      await list.mutate();
    } catch (err) {
      setNotice({ tone: 'error', text: errorText(err) });
    }
  };

  const toggle = (type: WebhookEventType, on: boolean) => setEvents((now) => (on ? [...now, type] : now.filter((x) => x !== type)));

  return (
    <>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.muted}>{t('intro')}</p>
      {notice ? (
        <p className={styles.notice} data-tone={notice.tone} role={notice.tone === 'error' ? 'alert' : 'status'} data-testid="webhooks-notice">
          {notice.text}
        </p>
      ) : null}
      {created ? <CreatedSecret created={created} /> : null}
      <section className={styles.card}>
        <ListState failed={Boolean(list.error)} items={list.data?.items} emptyText={t('empty')}>
          <table className={styles.table} data-testid="console-webhooks">
            <thead>
              <tr>
                <th scope="col">{t('columns.url')}</th>
                <th scope="col">{t('columns.events')}</th>
                <th scope="col">{t('columns.created')}</th>
                <th scope="col">{t('columns.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data?.items.map((w) => (
                <tr key={w.id}>
                  <td className={styles.breakable}>{w.url}</td>
                  <td>
                    <span className={styles.chips}>
                      {w.events.map((type) => (
                        <span key={type} className={styles.chip} title={type}>
                          {t(eventKey(type))}
                        </span>
                      ))}
                    </span>
                  </td>
                  <td>{date.format(new Date(w.created_at))}</td>
                  <td>
                    <span className={styles.rowActions}>
                      <button type="button" className={styles.rowButton} onClick={() => setShown(w)} aria-pressed={shown?.id === w.id}>
                        {t('showDeliveries')}
                      </button>
                      <button type="button" className={styles.rowButton} onClick={() => void remove(w)}>
                        {t('delete')}
                      </button>
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ListState>
      </section>
      {shown ? <WebhookDeliveries endpoint={shown} onClose={() => setShown(null)} /> : null}
      <form className={`${styles.card} ${styles.form}`} onSubmit={submit} noValidate>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('new')}</legend>
          <label className={`${styles.field} ${styles.wide}`}>
            <span className={styles.label}>{t('url')}</span>
            <input className={styles.input} type="url" value={url} onChange={(e) => setUrl(e.target.value)} autoComplete="off" required />
          </label>
          <fieldset className={`${styles.field} ${styles.wide}`}>
            <legend className={styles.label}>{t('events')}</legend>
            <span className={styles.chips}>
              {WEBHOOK_EVENT_TYPES.map((type) => (
                <label key={type} className={styles.check}>
                  <input type="checkbox" checked={events.includes(type)} onChange={(e) => toggle(type, e.target.checked)} />
                  {t(eventKey(type))}
                </label>
              ))}
            </span>
          </fieldset>
        </fieldset>
        <div className={styles.actions}>
          <button type="submit" className={button.button} aria-busy={busy || undefined} disabled={busy}>
            {t('create')}
          </button>
        </div>
      </form>
    </>
  );
}

/** The new endpoint's secret, this once, with a way to copy it. */
function CreatedSecret({ created }: { created: WebhookCreated }) {
  const t = useTranslations('console.webhooks');
  const [copied, setCopied] = useState(false);
  return (
    <div className={styles.notice} data-tone="ok" role="status" data-testid="webhook-secret">
      <p>{t('created')}</p>
      <p className={styles.rowActions}>
        <code className={styles.code} data-testid="webhook-secret-value">
          {created.secret}
        </code>
        <button
          type="button"
          className={styles.rowButton}
          onClick={() =>
            void navigator.clipboard
              ?.writeText(created.secret)
              .then(() => setCopied(true))
              .catch(() => undefined)
          }
        >
          {copied ? t('copied') : t('copy')}
        </button>
      </p>
      <p>{t('secretHint')}</p>
    </div>
  );
}
