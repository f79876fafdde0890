// Validation messages in German (docs/product.md §1.3: German only), for every schema on both sides: zod's own
// German locale, and the texts of our own checks from messages/de.json.
import './zod-setup';
import { z } from 'zod';
import messages from '@/messages/de.json';

z.config(z.locales.de());

const v = messages.validation;
const fill = (text: string, values: Record<string, number | bigint>) => text.replace(/\{(\w+)\}/g, (_m, key: string) => String(values[key]));

/**
 * The common issues in words a reader or an editor understands, in place of the locale's technical
 * ones («Zu klein: erwartet, dass number >=0 ist», a regex shown as it is written). A schema's own
 * message still comes first; what is not named here keeps the locale's text.
 */
export function germanIssue(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'too_small': {
      const min = issue.minimum as number | bigint;
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
        if (!issue.inclusive) return fill(v.above, { min });
        return Number(min) === 0 ? v.notNegative : fill(v.atLeast, { min });
      }
      if (issue.origin === 'string') return Number(min) <= 1 ? v.required : fill(v.minChars, { min });
      if (issue.origin === 'array' || issue.origin === 'set') return Number(min) <= 1 ? v.required : fill(v.minItems, { min });
      return undefined;
    }
    case 'too_big': {
      const max = issue.maximum as number | bigint;
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') return fill(issue.inclusive ? v.atMost : v.below, { max });
      if (issue.origin === 'string') return fill(v.maxChars, { max });
      if (issue.origin === 'array' || issue.origin === 'set') return fill(v.maxItems, { max });
      return undefined;
    }
    case 'invalid_type':
      if (issue.input === undefined) return v.required;
      if (issue.expected === 'int') return v.integer;
      if (issue.expected === 'number') return v.number;
      if (issue.expected === 'string') return v.text;
      if (issue.expected === 'boolean') return v.yesNo;
      return undefined;
    case 'invalid_format':
      if (issue.format === 'regex') return v.format;
      if (issue.format === 'email') return v.email;
      if (issue.format === 'url') return v.url;
      if (issue.format === 'datetime') return v.dateTime;
      return undefined;
    default:
      return undefined;
  }
}

z.config({ customError: germanIssue });

export const validationText = {
  maxChars: (max: number) => v.maxChars.replace('{max}', String(max)),
  wholeNumber: v.wholeNumber,
  unknownParameter: v.unknownParameter,
  instant: v.instant,
  wellFormed: v.wellFormed,
  postcode: v.postcode,
  telephone: v.telephone,
  email: v.email,
  notZero: v.notZero,
  required: v.required,
  password: v.password,
  endsBeforeStart: v.endsBeforeStart,
  limitWithPeriod: v.limitWithPeriod,
  externalUrl: v.externalUrl,
  externalBuy: v.externalBuy,
  pickupType: v.pickupType,
  picture: v.picture,
  step: v.step,
  dataField: v.dataField,
  slug: v.slug,
  redirectPath: v.redirectPath,
  reservedPath: v.reservedPath,
  redirectTarget: v.redirectTarget,
  stepFixed: v.stepFixed,
  stepReserved: v.stepReserved,
  username: v.username,
  usernameScript: v.usernameScript,
  birthday: v.birthday,
  passwordShort: v.passwordShort,
  segmentAmount: v.segmentAmount,
  segmentReward: v.segmentReward,
  segmentRewardMissing: v.segmentRewardMissing,
  passMark: v.passMark,
  uniqueIds: v.uniqueIds,
  correctAnswers: v.correctAnswers,
  voucherPoints: v.voucherPoints,
  voucherReward: v.voucherReward,
  voucherSharedOnce: v.voucherSharedOnce,
  voucherRewardKind: v.voucherRewardKind,
  voucherKindFixed: v.voucherKindFixed,
  voucherSharedCount: v.voucherSharedCount,
  voucherCodeShape: v.voucherCodeShape,
  calendarDates: v.calendarDates,
  faqSlugTaken: v.faqSlugTaken,
  postLink: v.postLink,
  cursor: v.cursor,
  actionHref: v.actionHref,
  actionPair: v.actionPair,
  goalDay: v.goalDay,
  goalDayTaken: v.goalDayTaken,
  blackWeekTwice: v.blackWeekTwice,
  blackWeekReward: v.blackWeekReward,
  blackWeekFund: v.blackWeekFund,
  blackWeekNotLower: (regular: number) => v.blackWeekNotLower.replace('{regular}', String(regular)),
  notNegative: v.notNegative,
  slugTaken: v.slugTaken,
  stepTaken: v.stepTaken,
  pathTaken: v.pathTaken,
  positionTaken: v.positionTaken,
  thresholdTaken: v.thresholdTaken,
};
