import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runModulesAfterTheirFiles } from './modules-after-their-files';

type Handler = (chunkId: string, promises: unknown[]) => void;
const runtime = globalThis as unknown as { __webpack_require__?: { f: Record<string, Handler> } };

/** What the bundler's `import()` does for a chunk: every handler adds what to wait for. */
function ensureChunk(chunkId: string): Promise<unknown[]> {
  const promises: unknown[] = [];
  for (const handler of Object.values(runtime.__webpack_require__!.f)) handler(chunkId, promises);
  return Promise.all(promises);
}

const macrotask = () => new Promise((resolve) => setTimeout(resolve));
const microtasks = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

describe("a lazily loaded file's modules", () => {
  let arrive: () => void;
  let fail: (error: Error) => void;
  let loaded: boolean;

  beforeEach(() => {
    loaded = false;
    // The runtime's own file loading, registered before the entry runs.
    runtime.__webpack_require__ = {
      f: {
        j: (_chunkId, promises) => {
          if (loaded) return;
          promises.push(
            new Promise<void>((resolve, reject) => {
              arrive = () => {
                loaded = true;
                resolve();
              };
              fail = reject;
            }),
          );
        },
        // The shared modules' handler adds a 0 for a module already there, as Rspack's runtime does.
        consumes: (_chunkId, promises) => {
          if (loaded) promises.push(0);
        },
      },
    };
    runModulesAfterTheirFiles();
  });
  afterEach(() => {
    delete runtime.__webpack_require__;
  });

  it('run in the task after the one in which the file arrived', async () => {
    let ran = false;
    void ensureChunk('startup').then(() => (ran = true));
    arrive();
    await microtasks();
    expect(ran).toBe(false);
    await macrotask();
    expect(ran).toBe(true);
  });

  it('still fail the import when their file fails to load', async () => {
    const imported = ensureChunk('startup');
    fail(new Error('Loading chunk startup failed'));
    await expect(imported).rejects.toThrow('Loading chunk startup failed');
  });

  it('are not held back when their file was already loaded', async () => {
    loaded = true;
    let ran = false;
    void ensureChunk('startup').then(() => (ran = true));
    await microtasks();
    expect(ran).toBe(true);
  });
});
