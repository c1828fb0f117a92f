// `@quadra/local-supabase/testing`: the local server as other packages' test setups start it.
export { default as startTestCluster } from './global-setup.js';
export { createTestStack, type TestStack, type TestStackOptions } from './test-stack.js';
