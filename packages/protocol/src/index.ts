export * from './constants';
export * from './dates';
export * from './envelope';
export * from './errors';
export * from './gateway';
export * from './registry';
export * from './roles';
export * from './services/common';
