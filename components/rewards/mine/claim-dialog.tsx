'use client';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { claimBodySchema, PRIZE_ADDRESS_FIELDS, type Address, type Order, type OrderActionResult } from '@/lib/contracts/rewards';
import { claimPrize, useKnownContact, type SsoPair } from '@/lib/client/rewards-api';
import { useApiErrorText } from '@/lib/client/use-api-error-text';
import { Modal } from '@/components/ui/modal';
import { AddressStep, prefilledAddress } from '@/components/rewards/redeem/address-step';
import button from '@/components/ui/button.module.css';
import redeemStyles from '@/components/rewards/redeem/redeem.module.css';

type Props = { order: Order & { prize: NonNullable<Order['prize']> }; collectorToken: string; pair: SsoPair; onClose: () => void; onClaimed: (result: OrderActionResult) => void };

/**
 * "Preis anfordern": a winner gives what the prize needs (docs/product.md §9.8) — the postal address
 * of a shipped prize, the name a prize to pick up is handed over to, or the e-mail address a digital
 * one goes to. Prefilled from the member's latest orders, else their personal data; kept with this
 * prize only, never written to the profile.
 */
export function ClaimDialog({ order, collectorToken, pair, onClose, onClaimed }: Props) {
  const t = useTranslations('myRewards.claim');
  const errorText = useApiErrorText();
  const id = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const needs = order.prize.needs;
  const known = useKnownContact(collectorToken, pair, true).data;
  const [typedAddress, setAddress] = useState<Address | null>(null);
  const [typedEmail, setEmail] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const address = typedAddress ?? prefilledAddress(known?.address);
  const email = typedEmail ?? known?.email ?? '';
  const title = order.reward.title;

  const send = async (body: unknown) => {
    const parsed = claimBodySchema.safeParse(body);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? t('failed'));
    setBusy(true);
    setError(null);
    try {
      onClaimed(await claimPrize(collectorToken, pair, order.id, parsed.data));
    } catch (e) {
      setError(errorText(e));
      setBusy(false);
    }
  };
  const close = () => (busy ? undefined : onClose());

  if (needs !== 'email') {
    const fields = PRIZE_ADDRESS_FIELDS[needs];
    return (
      <Modal labelledBy={`${id}-title`} onEscape={close} testId="claim-dialog">
        <AddressStep
          titleRef={titleRef}
          titleId={`${id}-title`}
          value={address}
          onChange={(a) => {
            setError(null);
            setAddress(a);
          }}
          fields={fields}
          texts={{ title: t('title'), intro: needs === 'address' ? t('introAddress', { title }) : t('introName', { title }), submit: busy ? t('sending') : t('submit') }}
          busy={busy}
          serverError={error}
          onNext={() => {
            const picked = Object.fromEntries(Object.entries(address).filter(([k, v]) => v && (k === 'salutation' || fields.includes(k as never))));
            void send({ address: picked });
          }}
          onCancel={close}
        />
      </Modal>
    );
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (!email.trim()) return setError(t('emailMissing'));
    void send({ email: email.trim() });
  };
  return (
    <Modal labelledBy={`${id}-title`} onEscape={close} testId="claim-dialog">
      <form onSubmit={submit} noValidate>
        <h2 className={redeemStyles.title} id={`${id}-title`} ref={titleRef} tabIndex={-1}>
          {t('title')}
        </h2>
        <p className={redeemStyles.text}>{t('introEmail', { title })}</p>
        <div className={redeemStyles.fields}>
          <label className={redeemStyles.field}>
            <span className={redeemStyles.label}>
              {t('email')}{' '}
              <span aria-hidden="true" className={redeemStyles.required}>
                *
              </span>
            </span>
            <input
              className={redeemStyles.input}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => {
                setError(null);
                setEmail(e.target.value);
              }}
              required
              aria-required="true"
              aria-invalid={Boolean(error) || undefined}
              disabled={busy}
            />
          </label>
        </div>
        {error ? (
          <p className={redeemStyles.error} role="alert" data-testid="claim-error">
            {error}
          </p>
        ) : null}
        <div className={redeemStyles.actions}>
          <button type="submit" className={button.button} aria-busy={busy || undefined} data-testid="claim-submit">
            {busy ? t('sending') : t('submit')}
          </button>
          <button type="button" className={`${button.button} ${button.secondary}`} onClick={close} disabled={busy}>
            {t('cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
