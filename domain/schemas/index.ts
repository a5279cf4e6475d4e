export * from './area';
export * from './auth';
export * from './fields';
export * from './gate';
export * from './gate-type';
export * from './sub-area';
