// A broken build of the forms package for the drills: its contact page throws while rendering in
// the browser, and only there (the release prerenders the page in Node first, as any release does,
// and the HTTP smoke sees the prerendered page). It is made in a scratch copy of the package
// beside it (so its relative imports of the shared config still resolve), never by a switch in
// the product's source.
import fs from 'node:fs';
import path from 'node:path';

import type { RunCommand } from 'release/pipeline';

/** The page the broken build breaks. */
const BROKEN_PAGE = path.join('src', 'features', 'contact', 'contact-page.tsx');
const BROKEN_COMPONENT = 'export default function ContactPage() {\n';

/** The message the broken page throws. */
const BROKEN_PAGE_MESSAGE = 'A broken build of the contact page';

/** Copies mf-forms to `scratch`, breaks its contact page and builds it; returns its dist. */
export async function brokenFormsBuild(
  repoRoot: string,
  scratch: string,
  run: RunCommand,
): Promise<string> {
  fs.cpSync(path.join(repoRoot, 'mf-forms'), scratch, {
    recursive: true,
    filter: (source) => !/[\\/](dist|node_modules)$/.test(source),
  });
  // The package's own dependencies (those npm did not hoist) stay where npm put them.
  const ownModules = path.join(repoRoot, 'mf-forms', 'node_modules');
  if (fs.existsSync(ownModules)) fs.symlinkSync(ownModules, path.join(scratch, 'node_modules'));
  const page = path.join(scratch, BROKEN_PAGE);
  const source = fs.readFileSync(page, 'utf8');
  if (!source.includes(BROKEN_COMPONENT)) {
    throw new Error(`${BROKEN_PAGE} no longer declares ContactPage`);
  }
  fs.writeFileSync(
    page,
    source.replace(
      BROKEN_COMPONENT,
      `${BROKEN_COMPONENT}  if (typeof window !== 'undefined') throw new Error('${BROKEN_PAGE_MESSAGE}');\n`,
    ),
  );
  await run({ args: ['npx', 'webpack', '--mode', 'production'], cwd: scratch });
  return path.join(scratch, 'dist');
}
