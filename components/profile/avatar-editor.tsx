'use client';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslations } from 'next-intl';
import { MAX_AVATAR_BYTES } from '@/lib/domain/personal-data';
import { deleteAvatar, uploadAvatar } from '@/lib/client/profile-api';
import { usePublicConfig } from '@/lib/client/public-config';
import { useMemberSession } from '@/lib/client/use-session';
import { LoginPrompt } from '@/components/session/login-prompt';
import { SignInProblem } from '@/components/session/sign-in-problem';
import { MemberAvatar } from '@/components/ui/member-avatar';
import { Skeleton } from '@/components/ui/skeleton';
import button from '@/components/ui/button.module.css';
import form from '@/components/ui/form.module.css';
import { RemoveAvatarDialog } from './remove-avatar-dialog';
import { useProfileErrorText } from './use-profile-error-text';
import styles from './avatar.module.css';

/** What the SSO takes (docs/sso.md, Avatars); the bytes decide there, the declared type only spares a useless upload here. */
const TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
type Status = { kind: 'ok' | 'error'; text: string } | null;

/**
 * /me/profile/avatar: a picture is shown from the device (a local object URL) before it is sent;
 * size and type are said before and checked before the upload, with the server's own words.
 */
export function AvatarEditor() {
  const t = useTranslations('profile');
  const sso = useTranslations('sso');
  const errorText = useProfileErrorText();
  const config = usePublicConfig();
  const { session, me } = useMemberSession();
  const input = useRef<HTMLInputElement>(null);
  const rulesId = useId();
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const [asking, setAsking] = useState(false);
  const pair = { hash: session.hash, token: session.token };
  const ready = Boolean(me.data && pair.hash && pair.token);

  // A preview's object URL is given back when another is chosen or the page is left.
  useEffect(() => (chosen ? () => URL.revokeObjectURL(chosen.url) : undefined), [chosen]);

  if (me.data?.anonymous) return <LoginPrompt title={t('loginTitle')} text={t('loginText')} />;
  const current = me.data?.avatar_url ?? null;

  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setStatus(null);
    if (!TYPES.includes(file.type)) return setStatus({ kind: 'error', text: sso('unsupportedImage') });
    if (file.size > MAX_AVATAR_BYTES) return setStatus({ kind: 'error', text: sso('tooLarge') });
    setChosen({ file, url: URL.createObjectURL(file) });
  };

  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setStatus(null);
    try {
      await work();
      setChosen(null);
      setStatus({ kind: 'ok', text: done });
    } catch (err) {
      setStatus({ kind: 'error', text: errorText(err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <SignInProblem />
      <div className={styles.card}>
        <div className={styles.pictures}>
          {chosen ? (
            <figure className={styles.figure}>
              {/* eslint-disable-next-line @next/next/no-img-element -- a local object URL, never optimised */}
              <img className={styles.preview} src={chosen.url} alt={t('avatar.previewAlt')} width={160} height={160} data-testid="avatar-preview" />
              <figcaption className={styles.caption}>{t('avatar.previewTitle')}</figcaption>
            </figure>
          ) : me.data ? (
            <figure className={styles.figure}>
              <MemberAvatar url={current} name={me.data.username} alt={t('avatarAlt')} size={160} />
              <figcaption className={styles.caption} data-testid="avatar-caption">
                {current ? t('avatarAlt') : t('avatar.none')}
              </figcaption>
            </figure>
          ) : (
            <figure className={styles.figure}>
              <Skeleton width={160} height={160} radius={80} />
              <figcaption className={styles.caption}>&nbsp;</figcaption>
            </figure>
          )}
        </div>
        <p className={styles.rules} id={rulesId}>
          {t('avatar.rules')}
        </p>
        <input
          ref={input}
          type="file"
          accept={TYPES.join(',')}
          className={styles.file}
          onChange={choose}
          tabIndex={-1}
          aria-hidden="true"
          data-testid="avatar-file"
        />
        <div className={form.actions}>
          {status ? (
            <p className={`${form.status} ${form[status.kind]}`} role={status.kind === 'error' ? 'alert' : 'status'} data-testid="avatar-status">
              {status.text}
            </p>
          ) : null}
          {chosen ? (
            <>
              <button
                type="button"
                className={button.button}
                disabled={busy}
                aria-busy={busy || undefined}
                onClick={() => void run(() => uploadAvatar(session.collectorToken, pair, chosen.file, config.avatar_api), t('avatar.uploaded'))}
              >
                {busy ? t('avatar.uploading') : t('avatar.upload')}
              </button>
              <button type="button" className={`${button.button} ${button.secondary}`} disabled={busy} onClick={() => input.current?.click()}>
                {t('avatar.chooseOther')}
              </button>
              <button type="button" className={`${button.button} ${button.secondary}`} disabled={busy} onClick={() => setChosen(null)}>
                {t('avatar.cancel')}
              </button>
            </>
          ) : (
            <>
              <button type="button" className={button.button} disabled={!ready || busy} aria-describedby={rulesId} onClick={() => input.current?.click()}>
                {t('avatar.choose')}
              </button>
              {current ? (
                <button type="button" className={`${button.button} ${button.secondary}`} disabled={busy} onClick={() => setAsking(true)}>
                  {t('avatar.remove')}
                </button>
              ) : null}
            </>
          )}
        </div>
      </div>
      {asking ? (
        <RemoveAvatarDialog
          busy={busy}
          onKeep={() => setAsking(false)}
          onRemove={() => void run(() => deleteAvatar(session.collectorToken, pair, config.avatar_api), t('avatar.removed')).then(() => setAsking(false))}
        />
      ) : null}
    </>
  );
}
