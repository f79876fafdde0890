'use client';
import { useTranslations } from 'next-intl';
import { ApiClientError } from '@/lib/client/api-error';
import { waitMinutes } from '@/lib/domain/profile-errors';

/** What went wrong with a code, as the voucher page says it (docs/vouchers.md, The scanner and its fallbacks): the limit met, when to try again. */
export function useVoucherErrorText() {
  const t = useTranslations('voucher.errors');
  return (error: unknown): string => {
    if (!(error instanceof ApiClientError)) return t('network');
    const details = (error.details ?? {}) as { limit?: string; retry_after?: unknown };
    switch (error.code) {
      case 'VOUCHER_INVALID':
        return t('invalid');
      case 'VOUCHER_ALREADY_REDEEMED':
        return t('alreadyRedeemed');
      case 'VOUCHER_LIMIT_REACHED':
        return details.limit === 'day' ? t('limitDay') : details.limit === 'total' ? t('limitTotal') : t('limitCampaign');
      case 'RATE_LIMITED':
        return t('rateLimited', { minutes: waitMinutes(details.retry_after) });
      case 'NETWORK_ERROR':
        return t('network');
      default:
        return error.message;
    }
  };
}
