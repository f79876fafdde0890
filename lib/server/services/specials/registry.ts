import 'server-only';
import type { SpecialKindRegistry } from '../special-kinds';
import { advent } from './advent';
import { blackWeek } from './black-week';
import { halloween } from './halloween';
import { resolutions } from './resolutions';

/**
 * Each kind's module (docs/specials.md, "Where each lives"). A kind without one (`page`) answers
 * `detail: {}` and its page shows the common part only.
 */
export const specialKinds: SpecialKindRegistry = {
  halloween,
  advent,
  black_week: blackWeek,
  resolutions,
};
