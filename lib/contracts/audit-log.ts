// What the audit log records (docs/console.md, Audit log): the resource each staff write is filed
// under and the verb of its action (`reward.publish`). audit() takes only these, so the console's
// filter and its German labels (messages/de.json `console.audit`) cover every row written.

/** In the order the console's filter offers them. */
export const AUDIT_RESOURCES = [
  'reward',
  'earning_rule',
  'level',
  'badge',
  'daily_reward',
  'redirect',
  'special',
  'prizewheel_segment',
  'quiz',
  'voucher_campaign',
  'post',
  'faq_section',
  'notification_popup',
  'media',
  'order',
  'member',
  'staff',
  'session',
  'webhook',
] as const;
export type AuditResource = (typeof AUDIT_RESOURCES)[number];

export const AUDIT_VERBS = [
  'create',
  'update',
  'draft',
  'publish',
  'unpublish',
  'archive',
  'pause',
  'resume',
  'draw',
  'upload',
  'codes',
  'login',
  'activate',
  'complete',
  'cancel',
  'adjust',
  'export',
  'erase',
  'opt_in',
  'delete',
] as const;
export type AuditVerb = (typeof AUDIT_VERBS)[number];

/** `{resource}.{verb}`; a raffle's draw is `raffle.draw`, filed under its reward. */
export type AuditAction = `${AuditResource | 'raffle'}.${AuditVerb}`;

export const isAuditResource = (value: string): value is AuditResource => (AUDIT_RESOURCES as readonly string[]).includes(value);

/** The verb of a recorded action, or null for one this list does not know (an older row). */
export function auditVerb(action: string): AuditVerb | null {
  const verb = action.slice(action.lastIndexOf('.') + 1);
  return (AUDIT_VERBS as readonly string[]).includes(verb) ? (verb as AuditVerb) : null;
}
