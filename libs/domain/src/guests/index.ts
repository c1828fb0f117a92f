export * from './guest-name';
export * from './guest-texts';
