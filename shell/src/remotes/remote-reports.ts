/** The reporter of remote failures, in a chunk of its own (see report() in remote-registry.ts). */
export { reportRemoteEvent } from '@quadra/data';
