'use client';
import { useTranslations } from 'next-intl';
import { VOUCHER_MASK } from '@/lib/domain/masks';
import { TextField } from '@/components/profile/profile-fields';
import button from '@/components/ui/button.module.css';
import styles from './vouchers.module.css';

/** The typed code: masked as XXXX-XXXX-XXXX-XXXX in capitals while it is typed (maska), checked on "Code prüfen". */
export function CodeForm({
  value,
  onValue,
  checking,
  disabled,
  onCheck,
}: {
  value: string;
  onValue: (v: string) => void;
  checking: boolean;
  disabled: boolean;
  onCheck: () => void;
}) {
  const t = useTranslations('voucher.code');
  return (
    <form
      className={styles.actions}
      onSubmit={(e) => {
        e.preventDefault();
        onCheck();
      }}
    >
      <TextField
        label={t('label')}
        hint={t('hint')}
        mask={VOUCHER_MASK}
        value={value}
        onValue={onValue}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        inputMode="text"
        placeholder="XXXX-XXXX-XXXX-XXXX"
        data-testid="voucher-code"
      />
      <button
        type="submit"
        className={button.button}
        disabled={disabled || checking || value.trim() === ''}
        aria-busy={checking || undefined}
        data-testid="voucher-check"
      >
        {checking ? t('checking') : t('check')}
      </button>
    </form>
  );
}
