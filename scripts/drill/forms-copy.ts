// A scratch copy of the forms package for the drills' own builds of it (a broken page, a page the
// site never had). It sits beside the package, so that its relative imports of the shared config
// still resolve, and is built as the package builds; the product's source is never changed.
import fs from 'node:fs';
import path from 'node:path';

import type { RunCommand } from 'release/pipeline';

/** Copies mf-forms (without its build and modules) to `scratch`, beside it. */
export function copyFormsPackage(repoRoot: string, scratch: string): void {
  fs.cpSync(path.join(repoRoot, 'mf-forms'), scratch, {
    recursive: true,
    filter: (source) => !/[\\/](dist|node_modules)$/.test(source),
  });
  // The package's own dependencies (those npm did not hoist) stay where npm put them.
  const ownModules = path.join(repoRoot, 'mf-forms', 'node_modules');
  if (fs.existsSync(ownModules)) fs.symlinkSync(ownModules, path.join(scratch, 'node_modules'));
}

/** Builds the copy as the package builds; returns its dist. */
export async function buildFormsCopy(scratch: string, run: RunCommand): Promise<string> {
  await run({ args: ['npx', 'webpack', '--mode', 'production'], cwd: scratch });
  return path.join(scratch, 'dist');
}
