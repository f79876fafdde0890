import type { RefObject } from 'react';

/** Every step's heading carries this id (the dialog's label) and the ref the dialog focuses on a step change. */
export const REDEEM_TITLE_ID = 'redeem-title';
export type TitleRef = RefObject<HTMLHeadingElement | null>;
