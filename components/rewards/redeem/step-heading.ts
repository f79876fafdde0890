import type { RefObject } from 'react';
import type { RewardDetail } from '@/lib/contracts/rewards';

/** Every step's heading carries this id (the dialog's label) and the ref the dialog focuses on a step change. */
export const REDEEM_TITLE_ID = 'redeem-title';
export type TitleRef = RefObject<HTMLHeadingElement | null>;

/** The steps that pick a number of Räppli or tickets (tickets, donation). */
export type AmountStepProps = {
  titleRef: TitleRef;
  reward: RewardDetail;
  balance: number;
  value: number;
  onChange: (n: number) => void;
  onNext: () => void;
  onCancel: () => void;
};
