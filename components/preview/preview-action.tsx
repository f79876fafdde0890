import { useTranslations } from 'next-intl';
import type { RewardDetail } from '@/lib/contracts/rewards';
import button from '@/components/ui/button.module.css';
import detail from '@/components/rewards/detail/detail.module.css';
import styles from './preview.module.css';

/** The redeem button as a member would read it, in an editor's preview: it does nothing, and says so. */
export function PreviewAction({ reward }: { reward: RewardDetail }) {
  const t = useTranslations('shop.detail');
  const preview = useTranslations('preview');
  const label = reward.type === 'raffle' ? t('raffle') : reward.type === 'fund' ? t('fund') : reward.free ? t('buyFree') : t('buy');
  return (
    <div className={detail.action}>
      <button type="button" className={`${button.button} ${styles.inert}`} disabled aria-describedby="preview-action-note" data-testid="preview-action">
        {label}
      </button>
      <p className={detail.note} id="preview-action-note">
        {preview('action')}
      </p>
    </div>
  );
}
