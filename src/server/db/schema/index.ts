export * from './audit';
export * from './billing';
export * from './churches';
export * from './plans';
export * from './rollups';
export * from './sessions';
export * from './tracking';
export * from './users';
