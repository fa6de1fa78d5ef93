export * from './accounts';
export * from './mail';
