import type { ErrorCode } from '@/lib/contracts/errors';
import type { ContactField } from '@/lib/contracts/rewards';
import type { Answer } from './idempotency';

// What each money function returns (lib/server/db/functions/). Numbers from bigint columns come as
// JSON numbers inside jsonb.

/** An answer, or the first answer again when the key was seen (replay). */
export type Outcome = Answer & { replay: boolean };

export type EarnOutcome =
  | (Outcome & { replay: true })
  | {
      replay: false;
      status: 200;
      response: { awarded: number; balance: number; reason?: 'duplicate' | 'missing_item' | 'daily_cap' | 'weekly_cap' | 'lifetime_cap' };
      collector_id: number;
      anonymous: boolean;
      lifetime_before: number;
      items: number;
      badges: number[];
    };

/** raeppli_redeem_check's answer for the page (only the blocker when the member or reward is not found). */
export type RedeemCheckResult = {
  blocker: ErrorCode | null;
  details?: Record<string, unknown> | null;
  unit_cost?: number;
  max_units?: number | null;
  required_contact?: ContactField[];
  /** Orders still possible in the limit period; units still possible under the participation limit (null: no such limit). */
  redeemable?: number | null;
  participation_left?: number | null;
};

export type ConfirmOutcome = Outcome & { collector_id?: number; kind?: string | null; spend_count?: number | null; badges?: number[] | null };

export type DebitResult = { entry_id: number; consumed: { id: number; amount: number }[]; expired: number; balance: number };

export type MoneyResults = {
  raeppli_claim: Outcome | null;
  raeppli_answer: Outcome;
  raeppli_credit: number | string | null;
  raeppli_debit: DebitResult;
  raeppli_expire: { credits: number; points: number };
  raeppli_earn_event: EarnOutcome;
  raeppli_redeem_check: RedeemCheckResult;
  raeppli_reserve: Outcome;
  raeppli_confirm: ConfirmOutcome;
};
