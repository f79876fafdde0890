// Types for server.mjs (findIds), used by the accessibility spec (e2e/accessibility.spec.ts).
export type PageIds = { reward?: number; raffle?: number; coupon?: number; pass?: number; post?: number; voucher?: number; popup?: string };
export declare function startServer(dataDir: string): Promise<{ origin: string; demo: { anonymous: URL; identified: URL }; stop: () => Promise<number> }>;
export declare function findIds(origin: string, demo: { identified: URL }): Promise<PageIds>;
