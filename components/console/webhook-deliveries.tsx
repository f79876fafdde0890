'use client';
import { useTranslations } from 'next-intl';
import type { WebhookEndpoint } from '@/lib/contracts/webhooks';
import { useWebhookDeliveries } from '@/lib/client/console-api';
import { ListState } from './list-parts';
import type { WebhookEventType } from '@/lib/domain/webhooks';
import styles from './console.module.css';

/** The message key of an event type (next-intl keys cannot hold dots). */
export const eventKey = (type: WebhookEventType) => `eventTypes.${type.replace('.', '_') as ReplaceDot<WebhookEventType>}` as const;
type ReplaceDot<S extends string> = S extends `${infer A}.${infer B}` ? `${A}_${B}` : S;

const tones = { pending: 'warn', delivered: 'ok', failed: undefined, canceled: 'muted' } as const;

/** One endpoint's latest deliveries with every attempt: when, the HTTP status or the error, how long. */
export function WebhookDeliveries({ endpoint, onClose }: { endpoint: WebhookEndpoint; onClose: () => void }) {
  const t = useTranslations('console.webhooks');
  const deliveries = useWebhookDeliveries(endpoint.id);
  const time = new Intl.DateTimeFormat('de-AT', { dateStyle: 'short', timeStyle: 'medium' });
  const at = (iso: string) => time.format(new Date(iso));
  const items = deliveries.data?.items;

  return (
    <section className={styles.card} data-testid="webhook-deliveries">
      <div className={styles.head}>
        <h2 className={styles.subtitle}>{t('deliveries.title', { url: endpoint.url })}</h2>
        <button type="button" className={styles.rowButton} onClick={onClose}>
          {t('deliveries.close')}
        </button>
      </div>
      <p className={styles.muted}>{t('deliveries.intro')}</p>
      <ListState failed={Boolean(deliveries.error)} items={items} emptyText={t('deliveries.empty')}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('deliveries.event')}</th>
              <th scope="col">{t('deliveries.state')}</th>
              <th scope="col">{t('deliveries.attempts')}</th>
            </tr>
          </thead>
          <tbody>
            {items?.map((d) => (
              <tr key={d.id}>
                <td>
                  {t(eventKey(d.event_type))}
                  <br />
                  <code className={styles.code}>{d.event_id}</code>
                </td>
                <td>
                  <span className={styles.chip} data-tone={tones[d.state]}>
                    {t(`deliveries.states.${d.state}`)}
                  </span>
                </td>
                <td>
                  {d.attempts.length === 0 ? <span className={styles.muted}>{t('deliveries.none')}</span> : null}
                  {d.attempts.map((a, i) => (
                    <div key={i}>
                      {t('deliveries.attempt', {
                        at: at(a.at),
                        result: a.status === null ? `${t('deliveries.noAnswer')}: ${a.error ?? ''}` : a.error ? `${a.status} (${a.error})` : String(a.status),
                        ms: a.duration_ms,
                      })}
                    </div>
                  ))}
                  {d.next_attempt_at ? <div className={styles.muted}>{t('deliveries.next', { at: at(d.next_attempt_at) })}</div> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ListState>
    </section>
  );
}
