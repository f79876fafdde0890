import 'server-only';
import messages from '@/messages/de.json';
import { REASON_CODES, type ReasonCode } from '@/lib/server/money/args';
import { serverText } from '@/lib/server/texts';

// Statement reasons are stored as a code and its parameters (lib/server/money/args.ts,
// REASON_CODES) and rendered here from messages/de.json, so a text change needs no data migration.

const steps: Record<string, string> = messages.statement.steps;

/** The German name of an activity: the catalogue's, else the label its earning rule carries, else the step. */
export const stepLabel = (step: string, ruleLabel?: string | null) => steps[step] ?? ruleLabel ?? step;

const isReasonCode = (code: string): code is ReasonCode => (REASON_CODES as readonly string[]).includes(code);

/**
 * The text of a ledger entry's reason. Rows written before reasons became codes carry their German
 * text and no parameters; they read as they were written.
 */
export function statementReason(
  entry: { reason: string; reasonParams: Record<string, string | number> | null },
  ruleLabels: ReadonlyMap<string, string> = new Map(),
): string {
  const params = entry.reasonParams;
  if (params === null || !isReasonCode(entry.reason)) return entry.reason;
  if (entry.reason === 'earn') {
    const step = String(params.step ?? '');
    return stepLabel(step, ruleLabels.get(step));
  }
  return serverText(`statement.reasons.${entry.reason}`, params);
}
