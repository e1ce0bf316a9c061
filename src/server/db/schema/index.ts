export * from './auth';
export * from './account';
export * from './drivers';
