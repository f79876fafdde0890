// Validation messages in German (docs/product.md §1.3: German only), for every schema on both sides: zod's own
// German locale, and the texts of our own checks from messages/de.json.
import { z } from 'zod';
import messages from '@/messages/de.json';

z.config(z.locales.de());

const v = messages.validation;

export const validationText = {
  maxChars: (max: number) => v.maxChars.replace('{max}', String(max)),
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
};
