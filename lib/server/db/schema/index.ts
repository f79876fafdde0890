import 'server-only';
export * from './sso-users';
export * from './collectors';
export * from './ledger';
export * from './actions';
export * from './progress';
export * from './content';
export * from './rewards';
export * from './earning';
