export const notFound = {
  title: 'Oops! Page not found',
} as const;
