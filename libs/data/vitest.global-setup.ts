import type { TestProject } from 'vitest/node';
import { createTestStack, startTestCluster } from '@quadra/local-supabase/testing';
// The `dataStacks` value's type (ProvidedContext) is declared beside inject(), in src/testing.
import type {} from './src/testing';

/**
 * Seeded local servers for the data layer's hook tests, started in Node (the tests themselves
 * run in a DOM environment): one per vitest worker, each on its own copy of the seeded database,
 * so files run side by side and each worker's files still meet only their own changes. A test
 * reaches its worker's through `dataStack()` (src/testing).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const stopCluster = await startTestCluster();
  const stacks = await Promise.all(
    Array.from({ length: project.globalConfig.maxWorkers }, () => createTestStack({ seed: true, autoConfirm: true })),
  );
  project.provide(
    'dataStacks',
    stacks.map((stack) => ({ url: stack.url, anonKey: stack.anonKey, serviceRoleKey: stack.serviceRoleKey })),
  );
  return async () => {
    await Promise.all(stacks.map((stack) => stack.stop()));
    await stopCluster();
  };
}
