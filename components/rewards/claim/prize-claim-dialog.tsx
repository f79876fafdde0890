'use client';
import { useId, useRef, useState, type FormEvent } from 'react';
import { claimBodySchema, PRIZE_ADDRESS_FIELDS, type Address, type ClaimBody } from '@/lib/contracts/rewards';
import type { PrizeNeed } from '@/lib/domain/redeem';
import { useKnownContact, type SsoPair } from '@/lib/client/rewards-api';
import { useApiErrorText } from '@/lib/client/use-api-error-text';
import { Modal } from '@/components/ui/modal';
import { AddressStep, prefilledAddress } from '@/components/rewards/redeem/address-step';
import button from '@/components/ui/button.module.css';
import redeemStyles from '@/components/rewards/redeem/redeem.module.css';

/** The words of a claim, from the feature that offers it (a raffle's prize, a prize of the wheel). */
export type ClaimTexts = { title: string; intro: string; submit: string; sending: string; cancel: string; email: string; emailMissing: string; failed: string };

type Props = {
  needs: PrizeNeed;
  texts: ClaimTexts;
  collectorToken: string;
  pair: SsoPair;
  /** Sends the claim; a refusal it throws is shown in the dialog. */
  send: (body: ClaimBody) => Promise<void>;
  onClose: () => void;
};

/**
 * A won prize's claim (docs/product.md §9.8): the postal address of a shipped prize (the redeem
 * dialog's address form), the name a prize to pick up is handed over to, or the e-mail address a
 * digital one goes to. Prefilled from the member's latest orders, else their personal data; kept
 * with this prize only, never written to the profile.
 */
export function PrizeClaimDialog({ needs, texts, collectorToken, pair, send, onClose }: Props) {
  const errorText = useApiErrorText();
  const id = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const known = useKnownContact(collectorToken, pair, true).data;
  const [typedAddress, setAddress] = useState<Address | null>(null);
  const [typedEmail, setEmail] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const address = typedAddress ?? prefilledAddress(known?.address);
  const email = typedEmail ?? known?.email ?? '';

  const submitBody = async (body: unknown) => {
    const parsed = claimBodySchema.safeParse(body);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? texts.failed);
    setBusy(true);
    setError(null);
    try {
      await send(parsed.data);
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
          texts={{ title: texts.title, intro: texts.intro, submit: busy ? texts.sending : texts.submit }}
          busy={busy}
          serverError={error}
          onNext={() => {
            const picked = Object.fromEntries(Object.entries(address).filter(([k, v]) => v && (k === 'salutation' || fields.includes(k as never))));
            void submitBody({ address: picked });
          }}
          onCancel={close}
        />
      </Modal>
    );
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (!email.trim()) return setError(texts.emailMissing);
    void submitBody({ email: email.trim() });
  };
  return (
    <Modal labelledBy={`${id}-title`} onEscape={close} testId="claim-dialog">
      <form onSubmit={submit} noValidate>
        <h2 className={redeemStyles.title} id={`${id}-title`} ref={titleRef} tabIndex={-1}>
          {texts.title}
        </h2>
        <p className={redeemStyles.text}>{texts.intro}</p>
        <div className={redeemStyles.fields}>
          <label className={redeemStyles.field}>
            <span className={redeemStyles.label}>
              {texts.email}{' '}
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
            {busy ? texts.sending : texts.submit}
          </button>
          <button type="button" className={`${button.button} ${button.secondary}`} onClick={close} disabled={busy}>
            {texts.cancel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
