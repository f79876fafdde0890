// Types for pages.mjs, so the accessibility spec (e2e/accessibility.spec.ts) audits the same pages.
export declare const FLOOR: string;
export declare const FLOORS: { text: string; picture: string; forward: string; member: string };
export declare const PAGES: { path: string; members: 'none' | 'both' | 'identified'; floor?: 'text' | 'picture' | 'forward' | 'member' }[];
