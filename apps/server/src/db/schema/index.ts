export * from './accounts';
export * from './mail';
export * from './ledger';
export * from './top-ups';
export * from './wallet-transactions';
export * from './rate-limits';
export * from './audit-log';
export * from './row-counts';
