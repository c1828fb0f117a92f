/**
 * `npm run check:contract -w @quadra/mf-<name>`: a remote's contract with the shell, checked before
 * it ships. Compiles the remote (run from its folder) together with its generated contract file
 * (`lib/contract-check.ts`). A missing or renamed page, or a widget whose props changed, fails
 * naming the route or widget; any other type error fails as a typecheck would (this is the
 * remote's typecheck: one compile for both).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readTscOutput, remoteOfProject, runTsc, writeContractCheck } from './lib/contract-check.ts';

const remoteDir = process.cwd();
const remote = remoteOfProject(path.basename(remoteDir));
if (!remote) {
  console.error(`check:contract: ${path.basename(remoteDir)} is not a remote of @quadra/contracts (run it with -w @quadra/mf-…).`);
  process.exit(2);
}

const check = await writeContractCheck(remote, remoteDir);
const own = JSON.parse(await readFile(path.join(remoteDir, 'tsconfig.json'), 'utf8')) as { include?: string[] };
const tsconfig = path.join(path.dirname(check.file), 'tsconfig.json');
await writeFile(
  tsconfig,
  JSON.stringify({
    extends: '../tsconfig.json',
    compilerOptions: { noEmit: true, incremental: true, tsBuildInfoFile: './tsbuildinfo' },
    include: [...(own.include ?? ['src']).map((p) => `../${p}`), `./${path.basename(check.file)}`],
  }),
);

const output = await runTsc(tsconfig, remoteDir);
const { contractErrors, otherErrors } = readTscOutput(output.text, remoteDir, [check]);
for (const line of contractErrors) console.error(line);
if (otherErrors.length) console.error(`✘ ${remote}: type errors\n${otherErrors.join('\n')}`);
if (output.code !== 0 || contractErrors.length || otherErrors.length) {
  if (!contractErrors.length && !otherErrors.length) console.error(output.text);
  console.error(`check:contract ${remote}: FAILED (${contractErrors.length} of ${check.expected.length} exposed modules break the shell's contract)`);
  process.exit(1);
}
console.log(
  `check:contract ${remote}: ${check.expected.length} exposed modules match the shell's contract (${check.expected.map((e) => e.module).join(', ')})`,
);
