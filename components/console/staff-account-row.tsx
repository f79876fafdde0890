'use client';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { staffPasswordSchema, STAFF_ROLE_VALUES, type Staff, type StaffRole, type StaffUpdate } from '@/lib/contracts/console';
import { updateStaff } from '@/lib/client/console-api';
import { useApiErrorText } from '@/lib/client/use-api-error-text';
import styles from './console.module.css';
import local from './staff-account-row.module.css';

type Control = 'role' | 'disabled' | 'password';
type Notice = { control: Control; tone: 'ok' | 'error'; text: string };
type Props = {
  account: Staff;
  /** The signed-in admin's own account. */
  self: boolean;
  /** The only active admin: not offered to be disabled or demoted (the server refuses it too, LAST_ADMIN). */
  lastAdmin: boolean;
  onChanged: () => Promise<void>;
};

const date = new Intl.DateTimeFormat('de-AT', { dateStyle: 'medium' });

/** One account of /console/staff with what an admin may change (docs/console.md, "Staff accounts"). */
export function StaffAccountRow({ account, self, lastAdmin, onChanged }: Props) {
  const t = useTranslations('console');
  const errorText = useApiErrorText();
  // The role chosen but not sent yet; null shows the account's own.
  const [role, setRole] = useState<StaffRole | null>(null);
  const [password, setPassword] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState<Control | null>(null);
  const { email } = account;

  const send = async (control: Control, change: StaffUpdate, done: (updated: Staff) => string) => {
    setBusy(control);
    setNotice(null);
    try {
      const updated = await updateStaff(account.id, change);
      setNotice({ control, tone: 'ok', text: done(updated) });
      // The change is made; a list that fails to reload says so itself.
      await onChanged().catch(() => undefined);
      return true;
    } catch (err) {
      setNotice({ control, tone: 'error', text: errorText(err) });
      return false;
    } finally {
      setBusy(null);
    }
  };

  const changeRole = async () => {
    if (!role || role === account.role) return;
    if (await send('role', { role }, (u) => t('staff.roleChanged', { email, role: t(`roles.${u.role}`) }))) setRole(null);
  };

  const toggleDisabled = async () => {
    const disabled = !account.disabled;
    if (!window.confirm(t(disabled ? 'staff.disableConfirm' : 'staff.enableConfirm', { email }))) return;
    await send('disabled', { disabled }, () => t(disabled ? 'staff.disabled' : 'staff.enabled', { email }));
  };

  const setNewPassword = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = staffPasswordSchema.safeParse(password);
    if (!parsed.success) return setNotice({ control: 'password', tone: 'error', text: parsed.error.issues[0]?.message ?? t('editor.invalid') });
    if (await send('password', { password: parsed.data }, () => (self ? t('staff.passwordSetSelf') : t('staff.passwordSet', { email })))) setPassword('');
  };

  const note = (control: Control) =>
    notice?.control === control ? (
      <p
        className={`${styles.notice} ${styles.rowNote}`}
        data-tone={notice.tone}
        role={notice.tone === 'error' ? 'alert' : 'status'}
        data-testid={`staff-notice-${control}`}
      >
        {notice.text}
      </p>
    ) : null;

  return (
    <tr data-testid="staff-row" data-staff-id={account.id}>
      <td>
        {email} {self ? <span className={styles.muted}>{t('staff.you')}</span> : null}
      </td>
      <td>{account.name}</td>
      <td>
        {lastAdmin ? (
          t(`roles.${account.role}`)
        ) : (
          <div className={styles.rowActions}>
            <select
              className={`${styles.select} ${local.field}`}
              aria-label={t('staff.roleOf', { email })}
              value={role ?? account.role}
              onChange={(e) => setRole(e.target.value as StaffRole)}
              disabled={busy !== null}
            >
              {STAFF_ROLE_VALUES.map((r) => (
                <option key={r} value={r}>
                  {t(`roles.${r}`)}
                </option>
              ))}
            </select>
            <button
              type="button"
              className={styles.rowButton}
              disabled={busy !== null || !role || role === account.role}
              aria-busy={busy === 'role' || undefined}
              onClick={() => void changeRole()}
            >
              {t('staff.changeRole')}
            </button>
            {note('role')}
          </div>
        )}
      </td>
      <td>{date.format(new Date(account.created_at))}</td>
      <td>
        <span className={styles.chip} data-tone={account.disabled ? 'warn' : 'ok'} data-testid="staff-status">
          {account.disabled ? t('staff.locked') : t('staff.active')}
        </span>
      </td>
      <td>
        <div className={styles.rowActions}>
          {lastAdmin ? (
            <p className={`${styles.muted} ${styles.rowNote}`}>{t('staff.lastAdmin')}</p>
          ) : (
            <button
              type="button"
              className={styles.rowButton}
              disabled={busy !== null}
              aria-busy={busy === 'disabled' || undefined}
              onClick={() => void toggleDisabled()}
            >
              {account.disabled ? t('staff.enable') : t('staff.disable')}
            </button>
          )}
          {note('disabled')}
          <form className={styles.rowActions} onSubmit={setNewPassword} noValidate>
            <input
              className={`${styles.input} ${local.field}`}
              type="password"
              aria-label={t('staff.newPassword', { email })}
              placeholder={t('staff.passwordPlaceholder')}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              autoComplete="new-password"
            />
            <button type="submit" className={styles.rowButton} disabled={busy !== null} aria-busy={busy === 'password' || undefined}>
              {t('staff.setPassword')}
            </button>
            {note('password')}
          </form>
        </div>
      </td>
    </tr>
  );
}
