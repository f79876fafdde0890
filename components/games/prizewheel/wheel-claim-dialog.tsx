'use client';
import { useRef } from 'react';
import { useTranslations } from 'next-intl';
import type { PendingPrize } from '@/lib/contracts/games';
import type { ClaimBody } from '@/lib/contracts/rewards';
import { ApiClientError } from '@/lib/client/api-error';
import { claimWheelPrize } from '@/lib/client/games-api';
import { newIdempotencyKey, type SsoPair } from '@/lib/client/rewards-api';
import { PrizeClaimDialog } from '@/components/rewards/claim/prize-claim-dialog';

type Props = { prize: PendingPrize; collectorToken: string; pair: SsoPair; onClose: () => void; onClaimed: (prize: PendingPrize) => void };

/**
 * A prize of the wheel claimed with the redeem dialog's address form (docs/games.md, Pages). The
 * same details keep their Idempotency-Key, so a retry after a lost answer gets the one order.
 */
export function WheelClaimDialog({ prize, collectorToken, pair, onClose, onClaimed }: Props) {
  const t = useTranslations('games.claim');
  const key = useRef<{ key: string; of: string } | null>(null);
  const title = prize.title;
  const intro = prize.needs === 'address' ? t('introAddress', { title }) : prize.needs === 'name' ? t('introName', { title }) : t('introEmail', { title });

  const send = async (body: ClaimBody) => {
    const of = JSON.stringify(body);
    if (key.current?.of !== of) key.current = { key: newIdempotencyKey(), of };
    try {
      await claimWheelPrize(collectorToken, pair, prize.spin_id, body, key.current.key);
    } catch (e) {
      if (e instanceof ApiClientError && e.status >= 400 && e.status < 500) key.current = null;
      // The catalogue's text speaks of a raffle's draw; a prize of the wheel counts from its spin.
      if (e instanceof ApiClientError && e.code === 'PRIZE_EXPIRED') throw new ApiClientError(e.status, e.code, t('expired'), e.path);
      throw e;
    }
    onClaimed(prize);
  };

  return (
    <PrizeClaimDialog
      needs={prize.needs}
      texts={{
        title: t('title'),
        intro,
        submit: t('submit'),
        sending: t('sending'),
        cancel: t('cancel'),
        email: t('email'),
        emailMissing: t('emailMissing'),
        failed: t('failed'),
      }}
      collectorToken={collectorToken}
      pair={pair}
      send={send}
      onClose={onClose}
    />
  );
}
