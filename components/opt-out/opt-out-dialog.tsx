'use client';
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { postOptOut } from '@/lib/client/member-actions';
import { useSessionQuery } from '@/lib/client/use-session-query';
import { SignInAction } from '@/components/session/sign-in-action';
import { useApiErrorText } from '@/lib/client/use-api-error-text';
import { Modal } from '@/components/ui/modal';
import button from '@/components/ui/button.module.css';
import { ReasonStep, type ReasonChoice } from './reason-step';
import { curedBySignIn } from './sign-in-codes';
import styles from './opt-out.module.css';

type Step = 'consequences' | 'reason' | 'confirm' | 'done';
const TITLE_ID = 'opt-out-title';

/** Leaving the programme in steps: what the member gives up (their Räppli among it) → why → confirm → POST /me/optOut → done. */
export function OptOutDialog({ collectorToken, points, onClose }: { collectorToken: string; points: number; onClose: (done: boolean) => void }) {
  const t = useTranslations('optOut');
  const errorText = useApiErrorText();
  const [step, setStep] = useState<Step>('consequences');
  const [choice, setChoice] = useState<ReasonChoice>({ reason: null, other: '' });
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<{ text: string; signIn: boolean } | null>(null);
  const session = useSessionQuery();
  const title = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);

  // Each step starts at its heading, so a screen reader announces where the member is.
  useEffect(() => {
    if (firstStep.current) firstStep.current = false;
    else title.current?.focus();
  }, [step]);

  const reasonText =
    choice.reason === 'reasonOther' && choice.other.trim() ? `${t('reasonOther')}: ${choice.other.trim()}` : choice.reason ? t(choice.reason) : '';

  const confirm = async () => {
    setSending(true);
    setError(null);
    try {
      await postOptOut(collectorToken, { hash: session.hash, token: session.token }, { reason: reasonText });
      setStep('done');
    } catch (e) {
      // Leaving is the member's own act (the SSO pair): a lost or broken sign-in gets the way to sign in again.
      setError({ text: errorText(e), signIn: curedBySignIn(e) });
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal labelledBy={TITLE_ID} onEscape={() => sending || onClose(step === 'done')} testId="opt-out-dialog">
      {step === 'consequences' ? (
        <>
          <h2 className={styles.title} id={TITLE_ID} ref={title} tabIndex={-1}>
            {t('title')}
          </h2>
          <p className={styles.text}>{t('consequencesIntro')}</p>
          <ul className={styles.consequences}>
            <li>{t('consequenceEarn')}</li>
            <li>{t('consequenceRedeem', { points })}</li>
            <li>{t('consequenceProgress')}</li>
          </ul>
          <div className={styles.actions}>
            <button type="button" className={button.button} onClick={() => onClose(false)} data-autofocus>
              {t('stay')}
            </button>
            <button type="button" className={`${button.button} ${button.secondary}`} onClick={() => setStep('reason')}>
              {t('continue')}
            </button>
          </div>
        </>
      ) : step === 'reason' ? (
        <ReasonStep
          titleId={TITLE_ID}
          titleRef={title}
          value={choice}
          onChange={setChoice}
          onBack={() => setStep('consequences')}
          onNext={() => setStep('confirm')}
        />
      ) : step === 'confirm' ? (
        <>
          <h2 className={styles.title} id={TITLE_ID} ref={title} tabIndex={-1}>
            {t('confirmTitle')}
          </h2>
          <p className={styles.text}>{t('confirmText', { points })}</p>
          <p className={styles.reasonEcho}>{t('confirmReason', { reason: reasonText })}</p>
          {error ? (
            <>
              <p className={styles.error} role="alert">
                {error.text}
              </p>
              {error.signIn ? <SignInAction /> : null}
            </>
          ) : null}
          <div className={styles.actions}>
            <button type="button" className={button.button} onClick={() => void (sending || confirm())} aria-busy={sending}>
              {sending ? t('sending') : t('confirm')}
            </button>
            <button type="button" className={`${button.button} ${button.secondary}`} onClick={() => sending || setStep('reason')}>
              {t('back')}
            </button>
          </div>
        </>
      ) : (
        <>
          <h2 className={styles.title} id={TITLE_ID} ref={title} tabIndex={-1}>
            {t('doneTitle')}
          </h2>
          <p className={styles.text} role="status">
            {t('doneText')}
          </p>
          <div className={styles.actions}>
            <button type="button" className={button.button} onClick={() => onClose(true)}>
              {t('close')}
            </button>
          </div>
        </>
      )}
    </Modal>
  );
}
