'use client';
import { useEffect, useRef, useState } from 'react';
import type { Address, RewardDetail } from '@/lib/contracts/rewards';
import { Modal } from '@/components/ui/modal';
import { useKnownContact } from '@/lib/client/rewards-api';
import { AddressStep, prefilledAddress } from './address-step';
import { ConfirmStep, type Contact } from './confirm-step';
import { DonationStep } from './donation-step';
import { SuccessStep } from './success-step';
import { TicketsStep } from './tickets-step';
import type { RedeemSession } from './redeem-session';
import { useRedeem } from './use-redeem';
import { maxUnits } from './limits';
import { REDEEM_TITLE_ID } from './step-heading';

type Step = 'tickets' | 'donation' | 'address' | 'confirm' | 'success';

/**
 * The redeem dialog, one modal whose steps are the modals of docs/product.md §5.9: raffle ticket count,
 * donation, delivery address, reward confirmation; then success. Closing it (Escape, "Abbrechen")
 * releases a held reservation.
 */
export function RedeemDialog({ reward, session, balance, onClose }: { reward: RewardDetail; session: RedeemSession; balance: number; onClose: () => void }) {
  const needsAddress = reward.redeem.required_contact.includes('address');
  const first: Step = reward.type === 'raffle' ? 'tickets' : reward.type === 'fund' ? 'donation' : needsAddress ? 'address' : 'confirm';
  const [step, setStep] = useState<Step>(first);
  const [tickets, setTickets] = useState(1);
  const [amount, setAmount] = useState(Math.max(1, Math.min(10, maxUnits(reward))));
  // Prefilled from the member's latest orders, else their personal data (GET /me/contact), until the
  // member changes them; what is typed here goes with this order only, never into the profile.
  const known = useKnownContact(
    session.collectorToken,
    session,
    needsAddress || reward.redeem.required_contact.includes('email') || reward.type === 'raffle',
  ).data;
  const [typedAddress, setAddress] = useState<Address | null>(null);
  const [typedContact, setContact] = useState<Contact | null>(null);
  const address = typedAddress ?? prefilledAddress(known?.address);
  const contact = typedContact ?? { email: known?.email ?? '', telephone: known?.telephone ?? '', accept_terms: false };
  const redeem = useRedeem(session, reward.id);
  const title = useRef<HTMLHeadingElement>(null);
  // A confirmed redeem always shows its success, whatever step asked for it.
  const shown: Step = redeem.result ? 'success' : step;
  const firstStep = useRef(true);

  // Each step starts at its heading, so a screen reader announces where the member is.
  useEffect(() => {
    if (firstStep.current) firstStep.current = false;
    else title.current?.focus();
  }, [shown]);

  const close = () => {
    if (redeem.busy) return;
    redeem.release();
    onClose();
  };
  const afterChoice = () => setStep(needsAddress ? 'address' : 'confirm');

  return (
    <Modal labelledBy={REDEEM_TITLE_ID} onEscape={close} testId={`redeem-step-${shown}`}>
      {shown === 'tickets' ? (
        <TicketsStep titleRef={title} reward={reward} balance={balance} value={tickets} onChange={setTickets} onNext={afterChoice} onCancel={close} />
      ) : shown === 'donation' ? (
        <DonationStep titleRef={title} reward={reward} balance={balance} value={amount} onChange={setAmount} onNext={afterChoice} onCancel={close} />
      ) : shown === 'address' ? (
        <AddressStep titleRef={title} value={address} onChange={setAddress} onNext={() => setStep('confirm')} onCancel={close} />
      ) : shown === 'confirm' ? (
        <ConfirmStep
          titleRef={title}
          reward={reward}
          balance={balance}
          units={tickets}
          amount={amount}
          address={needsAddress ? address : null}
          contact={contact}
          onContactChange={setContact}
          redeem={redeem}
          onEditAddress={needsAddress && !redeem.held ? () => setStep('address') : undefined}
          onCancel={close}
        />
      ) : redeem.result ? (
        <SuccessStep titleRef={title} reward={reward} result={redeem.result} units={tickets} amount={amount} onClose={close} />
      ) : null}
    </Modal>
  );
}
