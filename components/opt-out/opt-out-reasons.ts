// The reasons offered in the opt-out flow; the German text itself is sent as `reason` so staff can read it.
export const OPT_OUT_REASONS = ['reasonRewards', 'reasonRarely', 'reasonComplicated', 'reasonPrivacy', 'reasonOther'] as const;
export type OptOutReason = (typeof OPT_OUT_REASONS)[number];
export const OTHER_MAX_LENGTH = 400;
