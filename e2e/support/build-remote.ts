/**
 * Builds a variant of a remote from a copy of its sources, as a feature team would publish a new
 * release: same Rsbuild config, its own dist/ folder. `change` edits the copy before the build.
 */
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { APPS, ROOT } from '../../scripts/lib/stack.mjs';

const run = promisify(execFile);

export async function buildRemoteVariant(remote: string, change: (srcDir: string) => Promise<void>): Promise<string> {
  const app = (APPS as { name: string; project: string }[]).find((a) => a.name === remote);
  if (!app) throw new Error(`unknown remote ${remote}`);
  const source = path.join(ROOT as string, app.project);
  // Inside the workspace, so the copy resolves the same node_modules and workspace libs.
  await mkdir(path.join(ROOT as string, '.data'), { recursive: true });
  const dir = await mkdtemp(path.join(ROOT as string, '.data', `release-${app.project}-`));
  await cp(path.join(source, 'src'), path.join(dir, 'src'), { recursive: true });
  await cp(path.join(source, 'package.json'), path.join(dir, 'package.json'));
  await writeFile(
    path.join(dir, 'rsbuild.config.ts'),
    `import { remoteConfig } from ${JSON.stringify(path.join(ROOT as string, 'scripts/build/rsbuild-app.ts'))};\n\nexport default remoteConfig('${remote}');\n`,
  );
  try {
    await change(path.join(dir, 'src'));
    await run(process.execPath, [path.join(ROOT as string, 'node_modules/@rsbuild/core/bin/rsbuild.js'), 'build'], { cwd: dir, timeout: 300_000 });
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    // Rsbuild reports a failed build on stdout; a kill (timeout, memory) only in the signal.
    const { stdout, signal } = error as { stdout?: string; signal?: string };
    throw new Error(`building a release of ${remote} failed${signal ? ` (${signal})` : ''}: ${String(stdout ?? '').slice(-2000)}`, { cause: error });
  }
  return path.join(dir, 'dist');
}
