'use client';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslations } from 'next-intl';
import { PICTURE_TYPES } from '@/lib/contracts/media';
import { uploadPicture } from '@/lib/client/console-api';
import { useApiErrorText } from '@/lib/client/use-api-error-text';
import { RewardImage } from '@/components/rewards/common/reward-image';
import button from '@/components/ui/button.module.css';
import styles from './console.module.css';
import own from './picture-field.module.css';

/**
 * A reward's picture in the editor (docs/console.md, Pictures): shown as the shop shows it, uploaded
 * with "Bild hochladen" (the server keeps it as WebP and answers its address, which becomes
 * `image_url`), or removed. The address field beside it still takes an external picture.
 */
export function PictureField({
  value,
  onChange,
  disabled = false,
  uploadedText,
}: {
  value: string | null;
  onChange: (url: string | null) => void;
  disabled?: boolean;
  /** What to say once uploaded, when not a reward's ("… damit die Prämie es zeigt"). */
  uploadedText?: (size: { width: number; height: number }) => string;
}) {
  const t = useTranslations('console.editor.picture');
  const errorText = useApiErrorText();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    setMessage(null);
    try {
      const picture = await uploadPicture(file);
      onChange(picture.url);
      const size = { width: picture.width, height: picture.height };
      setMessage({ tone: 'ok', text: uploadedText ? uploadedText(size) : t('uploaded', size) });
    } catch (err) {
      setMessage({ tone: 'error', text: errorText(err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={`${styles.field} ${styles.wide}`} role="group" aria-labelledby={`${id}-label`} data-testid="picture-field">
      <span className={styles.label} id={`${id}-label`}>
        {t('label')}
      </span>
      <div className={own.picture}>
        <div data-testid="picture-current" data-src={value ?? ''}>
          <RewardImage src={value} />
        </div>
        <div className={own.controls}>
          {value ? null : <span className={styles.hint}>{t('none')}</span>}
          <div className={own.buttons}>
            <label className={`${button.button} ${button.secondary}`} aria-disabled={disabled || busy || undefined} aria-busy={busy || undefined}>
              {busy ? t('uploading') : value ? t('replace') : t('upload')}
              <input
                type="file"
                className={own.file}
                accept={PICTURE_TYPES.join(',')}
                disabled={disabled || busy}
                onChange={(e) => void upload(e)}
                aria-describedby={`${id}-hint`}
                data-testid="picture-input"
              />
            </label>
            {value && !disabled ? (
              <button
                type="button"
                className={`${button.button} ${button.secondary}`}
                disabled={busy}
                onClick={() => {
                  onChange(null);
                  setMessage(null);
                }}
              >
                {t('remove')}
              </button>
            ) : null}
          </div>
          <span className={styles.hint} id={`${id}-hint`}>
            {t('hint')}
          </span>
          {message ? (
            <p className={styles.notice} data-tone={message.tone} role={message.tone === 'error' ? 'alert' : 'status'} data-testid="picture-notice">
              {message.text}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
