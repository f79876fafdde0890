// Types of ledger-invariants.cjs for the TypeScript tests.
declare const BROKEN_COLLECTORS_SQL: string;
export { BROKEN_COLLECTORS_SQL };
