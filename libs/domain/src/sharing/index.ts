export * from './vacancies';
export * from './event-when';
export * from './event-list-text';
export * from './link-preview';
export * from './event-preview';
