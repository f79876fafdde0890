'use client';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import type { ConsoleReward } from '@/lib/contracts/console';
import type { ContentResource } from '@/lib/contracts/console-content';
import type { SegmentKind } from '@/lib/contracts/games';
import { rewardFitsSegment } from '@/lib/domain/prizewheel';
import { rewardFitsVoucher } from '@/lib/domain/vouchers';
import { useConsoleReward, useConsoleRewards } from '@/lib/client/console-api';
import type { FormValues } from './form-values';
import { Labelled, type Frame } from './labelled';
import { useSearchText } from './use-search-text';
import type { Field } from './resources';
import styles from '../console.module.css';

const SHOWN = 8;

/**
 * A wheel segment's or a voucher campaign's reward (docs/games.md, Console; docs/vouchers.md): found
 * by its title among the console's rewards (GET /api/console/rewards?q=), kept as its id. Says which
 * rewards fit, as the API checks it: a pass segment a reward delivered as «Pass», a prize one a
 * reward to buy, a voucher a reward to buy that needs no address.
 */
export function RewardField({ resource, field, frame, disabled }: { resource: ContentResource; field: Field; frame: Frame; disabled: boolean }) {
  const t = useTranslations('console.content.reward');
  const { setValue, control, formState } = useFormContext<FormValues>();
  const value = useWatch({ control, name: field.name }) as string;
  const kind = useWatch({ control, name: field.when?.field ?? 'kind' }) as SegmentKind;
  const id = /^\d+$/.test(value ?? '') ? Number(value) : null;
  const chosen = useConsoleReward(id);
  const [q, setQ, search] = useSearchText();
  const results = useConsoleRewards(search, false, 0);
  const { fits, offline, texts } = fitRule(resource, kind);
  const found = [...(results.data?.items ?? [])].sort((a, b) => Number(fits(b)) - Number(fits(a))).slice(0, SHOWN);
  const choose = (next: number | null) => setValue(field.name, next === null ? '' : String(next), { shouldDirty: true, shouldValidate: formState.isSubmitted });

  return (
    <Labelled name={field.name} frame={frame}>
      {(a11y) => (
        <>
          <div className={styles.notice} data-testid="reward-chosen" aria-live="polite">
            <strong>{t('chosenLabel')} </strong>
            {id === null ? (
              t('none')
            ) : chosen.data ? (
              <>
                {t('chosen', { title: chosen.data.live.title, id: chosen.data.id })} <RewardKind reward={chosen.data} />
                {!fits(chosen.data) ? <span className={styles.fieldError}> {t(texts.misfit)}</span> : null}
                {offline(chosen.data) ? <span className={styles.hint}> {t(texts.offline)}</span> : null}
              </>
            ) : chosen.error ? (
              t('missing', { id })
            ) : (
              t('loading')
            )}
            {id !== null && !disabled ? (
              <>
                {' '}
                <button type="button" className={styles.rowButton} onClick={() => choose(null)}>
                  {t('clear')}
                </button>
              </>
            ) : null}
          </div>
          <span className={styles.hint}>{t(texts.fits)}</span>
          <input
            className={`${styles.input} ${styles.search}`}
            type="search"
            placeholder={t('search')}
            value={q}
            onChange={(e) => setQ(e.target.value)}
            disabled={disabled}
            {...a11y}
          />
          {disabled ? null : (
            <ul className={styles.pickList} data-testid="reward-results">
              {found.map((r) => (
                <li key={r.id}>
                  <span>
                    {r.live.title} <RewardKind reward={r} />
                  </span>
                  {fits(r) ? (
                    <button
                      type="button"
                      className={styles.rowButton}
                      onClick={() => choose(r.id)}
                      disabled={r.id === id}
                      aria-label={t('chooseLabel', { title: r.live.title })}
                    >
                      {r.id === id ? t('isChosen') : t('choose')}
                    </button>
                  ) : (
                    <span className={styles.hint}>{t('doesNotFit')}</span>
                  )}
                </li>
              ))}
              {results.data && found.length === 0 ? <li className={styles.hint}>{t('noneFound')}</li> : null}
            </ul>
          )}
        </>
      )}
    </Labelled>
  );
}

/**
 * Which rewards the field takes, as the API checks them, when one is out of reach for now, and the
 * field's words for both: a voucher's reward or a wheel segment's (by the segment's kind).
 */
function fitRule(resource: ContentResource, kind: SegmentKind) {
  if (resource === 'voucher-campaigns') {
    return {
      fits: (r: ConsoleReward) => rewardFitsVoucher(r.live),
      // A voucher may give a reward the shop does not show (docs/vouchers.md); only a paused one is refused.
      offline: (r: ConsoleReward) => r.suspended,
      texts: { fits: 'fitsVoucher', misfit: 'misfitVoucher', offline: 'pausedVoucher' },
    } as const;
  }
  return {
    fits: (r: ConsoleReward) => rewardFitsSegment(kind, r.live),
    offline: (r: ConsoleReward) => r.status !== 'published' || r.suspended,
    texts: { fits: kind === 'pass' ? 'fitsPass' : 'fitsReward', misfit: 'misfit', offline: 'offline' },
  } as const;
}

/** "(Prämie · Pass (Premium-Artikel))": what kind of reward it is and how it is delivered. */
function RewardKind({ reward }: { reward: ConsoleReward }) {
  const t = useTranslations('console');
  return (
    <span className={styles.hint}>
      ({t(`types.${reward.live.type}`)} · {t(`deliveries.${reward.live.delivery}`)})
    </span>
  );
}
