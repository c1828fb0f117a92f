import type { TestProject } from 'vitest/node';
import { createTestStack, startTestCluster } from '@quadra/local-supabase/testing';
// The `dataStack` value's type (ProvidedContext) is declared beside inject(), in src/testing.
import type {} from './src/testing';

/**
 * One seeded local server for the data layer's hook tests, started in Node (the tests themselves
 * run in a DOM environment): they get its address through `inject('dataStack')`.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const stopCluster = await startTestCluster();
  const stack = await createTestStack({ seed: true, autoConfirm: true });
  project.provide('dataStack', { url: stack.url, anonKey: stack.anonKey, serviceRoleKey: stack.serviceRoleKey });
  return async () => {
    await stack.stop();
    await stopCluster();
  };
}
