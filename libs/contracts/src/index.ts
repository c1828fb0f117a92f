export * from './routes';
export * from './route-titles';
