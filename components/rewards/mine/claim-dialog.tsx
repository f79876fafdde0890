'use client';
import { useTranslations } from 'next-intl';
import type { Order, OrderActionResult } from '@/lib/contracts/rewards';
import { claimPrize, type SsoPair } from '@/lib/client/rewards-api';
import { PrizeClaimDialog } from '@/components/rewards/claim/prize-claim-dialog';

type Props = {
  order: Order & { prize: NonNullable<Order['prize']> };
  collectorToken: string;
  pair: SsoPair;
  onClose: () => void;
  onClaimed: (result: OrderActionResult) => void;
};

/** "Preis anfordern" for a won raffle in my rewards (docs/product.md §9.8). */
export function ClaimDialog({ order, collectorToken, pair, onClose, onClaimed }: Props) {
  const t = useTranslations('myRewards.claim');
  const title = order.reward.title;
  const needs = order.prize.needs;
  const intro = needs === 'address' ? t('introAddress', { title }) : needs === 'name' ? t('introName', { title }) : t('introEmail', { title });
  return (
    <PrizeClaimDialog
      needs={needs}
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
      send={async (body) => onClaimed(await claimPrize(collectorToken, pair, order.id, body))}
      onClose={onClose}
    />
  );
}
