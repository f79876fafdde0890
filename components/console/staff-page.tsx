'use client';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { staffCreateSchema, STAFF_ROLE_VALUES, type Staff, type StaffRole } from '@/lib/contracts/console';
import { createStaff, useConsoleMe, useStaffList } from '@/lib/client/console-api';
import { useApiErrorText } from '@/lib/client/use-api-error-text';
import button from '@/components/ui/button.module.css';
import styles from './console.module.css';
import { StaffAccountRow } from './staff-account-row';

const isActiveAdmin = (s: Staff) => s.role === 'admin' && !s.disabled;

/** /console/staff (admin): the accounts, each to change (staff-account-row.tsx), and a form for a new one. */
export function StaffPage() {
  const t = useTranslations('console');
  const errorText = useApiErrorText();
  const list = useStaffList();
  const me = useConsoleMe();
  const [form, setForm] = useState({ name: '', email: '', password: '', role: 'editor' as StaffRole });
  const [notice, setNotice] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = staffCreateSchema.safeParse(form);
    if (!parsed.success) return setNotice({ tone: 'error', text: parsed.error.issues[0]?.message ?? t('editor.invalid') });
    setBusy(true);
    try {
      const created = await createStaff(parsed.data);
      setNotice({ tone: 'ok', text: t('staff.created', { email: created.email }) });
      setForm({ name: '', email: '', password: '', role: 'editor' });
      await list.mutate();
    } catch (err) {
      setNotice({ tone: 'error', text: errorText(err) });
    } finally {
      setBusy(false);
    }
  };

  const activeAdmins = list.data?.items.filter(isActiveAdmin).length ?? 0;

  return (
    <>
      <h1 className={styles.title}>{t('staff.title')}</h1>
      <p className={styles.muted}>{t('staff.intro')}</p>
      <section className={styles.card}>
        {!list.data ? (
          <p className={styles.muted}>{list.error ? t('loadFailed') : t('loading')}</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table} data-testid="console-staff">
              <thead>
                <tr>
                  <th scope="col">{t('staff.columns.email')}</th>
                  <th scope="col">{t('staff.columns.name')}</th>
                  <th scope="col">{t('staff.columns.role')}</th>
                  <th scope="col">{t('staff.columns.since')}</th>
                  <th scope="col">{t('staff.columns.status')}</th>
                  <th scope="col">{t('staff.columns.manage')}</th>
                </tr>
              </thead>
              <tbody>
                {list.data.items.map((s) => (
                  <StaffAccountRow
                    key={s.id}
                    account={s}
                    self={s.id === me.data?.staff.id}
                    lastAdmin={isActiveAdmin(s) && activeAdmins === 1}
                    onChanged={async () => {
                      // One's own change (a new role, disabled) may end what this page may show.
                      await Promise.all([list.mutate(), s.id === me.data?.staff.id ? me.mutate() : undefined]);
                    }}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <form className={`${styles.card} ${styles.form}`} onSubmit={submit} noValidate>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('staff.new')}</legend>
          <label className={styles.field}>
            <span className={styles.label}>{t('staff.name')}</span>
            <input className={styles.input} value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} autoComplete="off" />
          </label>
          <label className={styles.field}>
            <span className={styles.label}>{t('staff.email')}</span>
            <input
              className={styles.input}
              type="email"
              value={form.email}
              onChange={(e) => setForm({ ...form, email: e.target.value })}
              autoComplete="off"
              required
            />
          </label>
          <label className={styles.field}>
            <span className={styles.label}>{t('staff.password')}</span>
            <input
              className={styles.input}
              type="password"
              value={form.password}
              onChange={(e) => setForm({ ...form, password: e.target.value })}
              autoComplete="new-password"
              required
            />
          </label>
          <label className={styles.field}>
            <span className={styles.label}>{t('staff.role')}</span>
            <select className={styles.select} value={form.role} onChange={(e) => setForm({ ...form, role: e.target.value as StaffRole })}>
              {STAFF_ROLE_VALUES.map((r) => (
                <option key={r} value={r}>
                  {t(`roles.${r}`)}
                </option>
              ))}
            </select>
          </label>
        </fieldset>
        {notice ? (
          <p className={styles.notice} data-tone={notice.tone} role={notice.tone === 'error' ? 'alert' : 'status'}>
            {notice.text}
          </p>
        ) : null}
        <div className={styles.actions}>
          <button type="submit" className={button.button} aria-busy={busy || undefined} disabled={busy}>
            {t('staff.create')}
          </button>
        </div>
      </form>
    </>
  );
}
