'use client';
import type { ConsoleItem } from '@/lib/contracts/console-content';
import { useVoucherCampaignStats } from '@/lib/client/console-vouchers-api';

const number = new Intl.NumberFormat('de-AT');

/** A campaign's redemptions in the list of voucher campaigns. */
export function VoucherRedeemedCell({ item }: { item: ConsoleItem<Record<string, unknown>> }) {
  const stats = useVoucherCampaignStats(item.id);
  return <span data-testid="voucher-redeemed">{stats.data ? number.format(stats.data.redemptions) : '…'}</span>;
}
