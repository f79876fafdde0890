'use client';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { reserveBodySchema, type Address, type ReserveBody, type RewardDetail } from '@/lib/contracts/rewards';
import button from '@/components/ui/button.module.css';
import { AppLink } from '@/components/ui/app-link';
import { usePublicConfig } from '@/lib/client/public-config';
import { useSessionQuery } from '@/lib/client/use-session-query';
import { externalLink, externalLinkTarget } from '@/lib/domain/platform';
import { REDEEM_TITLE_ID, type TitleRef } from './step-heading';
import type { useRedeem } from './use-redeem';
import styles from './redeem.module.css';

export type Contact = { email: string; telephone: string; accept_terms: boolean };
type Missing = 'email' | 'accept_terms';

/** What one reserve asks for: the contact details the server named (`redeem.required_contact`). */
function reserveBody(reward: RewardDetail, units: number, amount: number, address: Address | null, contact: Contact): ReserveBody {
  const needs = reward.redeem.required_contact;
  const body: ReserveBody = {};
  if (reward.type === 'raffle') body.tickets = units;
  if (reward.type === 'fund') body.amount = amount;
  if (address) body.address = { ...address, salutation: address.salutation || undefined };
  if (needs.includes('email')) body.email = contact.email.trim();
  if (contact.telephone.trim()) body.telephone = contact.telephone.trim();
  if (needs.includes('accept_terms')) body.accept_terms = contact.accept_terms;
  return body;
}

/**
 * The raffle terms: the publisher's (TERMS_URL, an http(s) address) or ours. In a new tab on the web
 * (the dialog and what was typed stay); in the app ours in the same view, where the way back returns
 * to the page, and the publisher's through the app's URI scheme.
 */
function TermsLink({ children }: { children: ReactNode }) {
  const { terms_url, uri_scheme } = usePublicConfig();
  const { platform } = useSessionQuery();
  const target = externalLinkTarget(platform);
  const t = useTranslations('redeem');
  const className = styles.termsLink;
  // The publisher's page is an external address: in the app through its URI scheme (docs/embedding.md).
  const external = terms_url ? externalLink(platform, uri_scheme, terms_url) : null;
  if (external) {
    return (
      <a href={external.href} target={external.target} rel={external.rel} className={className} data-testid="terms-link">
        {children}
        {external.target === '_blank' ? <span className="visually-hidden"> {t('opensNewTab')}</span> : null}
      </a>
    );
  }
  return (
    <AppLink href="/me/rewards/terms" target={target} className={className} data-testid="terms-link">
      {children}
      {target === '_blank' ? <span className="visually-hidden"> {t('opensNewTab')}</span> : null}
    </AppLink>
  );
}

/**
 * The reward confirmation modal: what it costs, the balance after, the contact fields the reward
 * needs (required ones marked), then reserve + confirm on one click.
 */
export function ConfirmStep(props: {
  titleRef: TitleRef;
  reward: RewardDetail;
  balance: number;
  units: number;
  amount: number;
  address: Address | null;
  contact: Contact;
  onContactChange: (c: Contact) => void;
  redeem: ReturnType<typeof useRedeem>;
  onEditAddress?: () => void;
  onCancel: () => void;
}) {
  const { titleRef, reward, balance, units, amount, address, contact, onContactChange, redeem, onEditAddress, onCancel } = props;
  const t = useTranslations('redeem');
  const [localError, setLocalError] = useState<string | null>(null);
  const [marked, setMarked] = useState<ReadonlySet<Missing>>(new Set());
  const needs = reward.redeem.required_contact;
  const raffle = reward.type === 'raffle';
  const fund = reward.type === 'fund';
  // Never required: kept when given. Offered for raffles (a winner may be called) and wherever the server asks.
  const asksTelephone = needs.includes('telephone') || raffle;
  // Until a reservation names the cost: the server's price per ticket, donated unit or item.
  const cost = redeem.held?.cost ?? (raffle ? units : fund ? amount : 1) * reward.redeem.unit_cost;
  // A held reservation carries the details it was made with; they are fixed until it is released.
  const locked = redeem.busy || Boolean(redeem.held);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (redeem.busy) return;
    // What is missing is named and marked: the e-mail, the terms, or both.
    const missing = new Set<Missing>();
    if (needs.includes('email') && !contact.email.trim()) missing.add('email');
    if (needs.includes('accept_terms') && !contact.accept_terms) missing.add('accept_terms');
    setMarked(missing);
    if (missing.size)
      return setLocalError(missing.size > 1 ? t('missingFields') : missing.has('email') ? t('confirm.emailMissing') : t('confirm.termsMissing'));
    const body = reserveBody(reward, units, amount, address, contact);
    const parsed = reserveBodySchema.safeParse(body);
    if (!parsed.success) return setLocalError(parsed.error.issues[0]?.message ?? t('missingFields'));
    setLocalError(null);
    void redeem.submit(parsed.data);
  };
  const error = localError ?? redeem.error;
  const change = (c: Contact) => {
    setLocalError(null);
    setMarked(new Set());
    onContactChange(c);
  };
  const submitLabel = redeem.busy
    ? t('working')
    : redeem.held
      ? t('confirm.retry')
      : raffle
        ? t('confirm.submitRaffle')
        : fund
          ? t('confirm.submitFund')
          : t('confirm.submit');

  return (
    <form onSubmit={submit} noValidate>
      <h2 className={styles.title} id={REDEEM_TITLE_ID} ref={titleRef} tabIndex={-1}>
        {t('confirm.title')}
      </h2>
      <dl className={styles.summary} data-testid="redeem-summary">
        <div>
          <dt>{t('confirm.reward')}</dt>
          <dd>{reward.title}</dd>
        </div>
        {raffle ? (
          <div>
            <dt>{t('confirm.tickets')}</dt>
            <dd>{units}</dd>
          </div>
        ) : null}
        {fund ? (
          <div>
            <dt>{t('confirm.donation')}</dt>
            <dd>{t('confirm.points', { points: amount })}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('confirm.cost')}</dt>
          <dd data-testid="redeem-cost">{t('confirm.points', { points: cost })}</dd>
        </div>
        <div>
          <dt>{t('confirm.balance')}</dt>
          <dd>{t('confirm.points', { points: balance })}</dd>
        </div>
        <div className={styles.total}>
          <dt>{t('confirm.balanceAfter')}</dt>
          <dd data-testid="redeem-balance-after">{t('confirm.points', { points: balance - cost })}</dd>
        </div>
      </dl>
      {address ? (
        <div className={styles.addressBox}>
          <p className={styles.label}>{t('address.summary')}</p>
          <address className={styles.address}>
            {[address.salutation, address.firstname, address.lastname].filter(Boolean).join(' ')}
            <br />
            {address.street} {address.street_nr}
            <br />
            {address.postcode} {address.city}, {address.country}
          </address>
          {onEditAddress ? (
            <button type="button" className={styles.linkButton} onClick={onEditAddress} disabled={locked}>
              {t('address.edit')}
            </button>
          ) : null}
        </div>
      ) : null}
      {asksTelephone || needs.some((f) => f !== 'address') ? (
        <div className={styles.fields}>
          <p className={styles.hint}>{t('requiredHint')}</p>
          {needs.includes('email') ? (
            <label className={styles.field}>
              <span className={styles.label}>
                {t('confirm.email')}{' '}
                <span aria-hidden="true" className={styles.required}>
                  *
                </span>
              </span>
              <input
                className={styles.input}
                type="email"
                autoComplete="email"
                value={contact.email}
                onChange={(e) => change({ ...contact, email: e.target.value })}
                required
                aria-required="true"
                aria-invalid={marked.has('email') || undefined}
                aria-describedby="redeem-email-hint"
                disabled={locked}
              />
              <span className={styles.hint} id="redeem-email-hint">
                {raffle ? t('confirm.emailHintRaffle') : t('confirm.emailHint')}
              </span>
            </label>
          ) : null}
          {asksTelephone ? (
            <label className={styles.field}>
              <span className={styles.label}>{t('confirm.telephone')}</span>
              <input
                className={styles.input}
                type="tel"
                autoComplete="tel"
                value={contact.telephone}
                onChange={(e) => change({ ...contact, telephone: e.target.value })}
                disabled={locked}
              />
            </label>
          ) : null}
          {needs.includes('accept_terms') ? (
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={contact.accept_terms}
                onChange={(e) => change({ ...contact, accept_terms: e.target.checked })}
                required
                aria-required="true"
                aria-invalid={marked.has('accept_terms') || undefined}
                disabled={locked}
              />
              <span>
                {t.rich('confirm.terms', { terms: (chunks) => <TermsLink>{chunks}</TermsLink> })}{' '}
                <span aria-hidden="true" className={styles.required}>
                  *
                </span>
              </span>
            </label>
          ) : null}
        </div>
      ) : null}
      {error ? (
        <p className={styles.error} role="alert" data-testid="redeem-error">
          {error}
        </p>
      ) : null}
      {redeem.held ? <p className={styles.hint}>{t('confirm.held', { time: new Date(redeem.held.expires_at) })}</p> : null}
      <div className={styles.actions}>
        <button type="submit" className={button.button} disabled={redeem.busy} aria-busy={redeem.busy} data-testid="redeem-submit">
          {submitLabel}
        </button>
        <button type="button" className={`${button.button} ${button.secondary}`} onClick={onCancel} disabled={redeem.busy}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
