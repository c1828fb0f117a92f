/** The bundler's chunk loading (Rspack's runtime): `import()` awaits every handler's promises for a chunk. */
declare const __webpack_require__: {
  f: Record<string, (chunkId: string | number, promises: unknown[]) => void>;
};

/** A handler's entry for what is already there is not a promise (the shared modules' handler adds a 0). */
const isPending = (entry: unknown) => typeof (entry as PromiseLike<unknown> | null)?.then === 'function';

/**
 * A lazily loaded file's modules run in the task after the one that evaluated the file, not in
 * its microtasks. An `import()` resolves as its last file is evaluated, so the main thread's
 * finishing of that file's compile and the first run of the modules it brought made one task:
 * for the startup chunk, 12–21 ms of CPU time (median 15) in 8 Lighthouse traces of the signed-in
 * /event/:id, the load's one task over 12.5 ms (a long task at Lighthouse's 4x CPU). With this,
 * 9–18 ms (median 13): the modules' 4–6 ms run in the next task.
 * A chunk already loaded is not held back. Added after the runtime's own handlers (the entry
 * runs after them), so it sees their promises.
 */
export function runModulesAfterTheirFiles(): void {
  __webpack_require__.f.quadraModulesInNextTask = (_chunkId, promises) => {
    if (!promises.some(isPending)) return;
    const filesLoaded = Promise.all(promises.splice(0));
    promises.push(filesLoaded.then(() => new Promise((resolve) => setTimeout(resolve))));
  };
}
