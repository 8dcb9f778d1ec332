// A broken build of the forms package for the drills: its contact page throws while rendering in
// the browser, and only there (the release prerenders the page in Node first, as any release does,
// and the HTTP smoke sees the prerendered page). It is made in a scratch copy of the package
// beside it (so its relative imports of the shared config still resolve), never by a switch in
// the product's source.
//
// Both drills break the same page the same way, and a webpack build of the package is most of a
// minute here: the broken build is kept under node_modules/.cache, keyed by the package's own
// build (mf-forms/dist, every file's bytes) and the change made to it. A drill whose product build
// differs, or that runs before any product build, builds it afresh. The key is the build, not the
// source: after an edit of mf-forms without a new build of it, the kept broken build is the one
// of the build before the edit (as the product build the drill releases beside it is).
import fs from 'node:fs';
import path from 'node:path';

import { filesOf, sha256, type RunCommand } from 'release/pipeline';

import { buildFormsCopy, copyFormsPackage } from './forms-copy';

/** The page the broken build breaks. */
const BROKEN_PAGE = path.join('src', 'features', 'contact', 'contact-page.tsx');
const BROKEN_COMPONENT = 'export default function ContactPage() {\n';

/** The message the broken page throws. */
const BROKEN_PAGE_MESSAGE = 'A broken build of the contact page';

/** The line the broken build adds to the contact page. */
const BROKEN_LINE = `  if (typeof window !== 'undefined') throw new Error('${BROKEN_PAGE_MESSAGE}');\n`;

/** Every published file of a build (relative path, sha256), sorted; none without the folder. */
function digestsOf(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return filesOf(dir).map((file) => `${file} ${sha256(fs.readFileSync(path.join(dir, file)))}`);
}

/**
 * Where the broken build of the package's present build is kept, or undefined when the package
 * has no build to key it by.
 */
function cachedBuildDir(repoRoot: string): string | undefined {
  const files = digestsOf(path.join(repoRoot, 'mf-forms', 'dist'));
  if (!files.some((file) => file.startsWith('remoteEntry.js '))) return undefined;
  const key = sha256([BROKEN_PAGE, BROKEN_LINE, ...files].join('\n')).slice(0, 16);
  return path.join(repoRoot, 'node_modules', '.cache', 'drills', `broken-forms-${key}`);
}

/**
 * Copies mf-forms to `scratch`, breaks its contact page and builds it; returns its dist (in
 * `scratch`, a copy of the kept build when there is one for the package's present build).
 */
export async function brokenFormsBuild(
  repoRoot: string,
  scratch: string,
  run: RunCommand,
): Promise<string> {
  const dist = path.join(scratch, 'dist');
  const cached = cachedBuildDir(repoRoot);
  if (cached && fs.existsSync(path.join(cached, 'remoteEntry.js'))) {
    fs.cpSync(cached, dist, { recursive: true });
    return dist;
  }
  copyFormsPackage(repoRoot, scratch);
  const page = path.join(scratch, BROKEN_PAGE);
  const source = fs.readFileSync(page, 'utf8');
  if (!source.includes(BROKEN_COMPONENT)) {
    throw new Error(`${BROKEN_PAGE} no longer declares ContactPage`);
  }
  fs.writeFileSync(page, source.replace(BROKEN_COMPONENT, `${BROKEN_COMPONENT}${BROKEN_LINE}`));
  await buildFormsCopy(scratch, run);
  if (cached) {
    // Kept whole or not at all: copied beside its place, then renamed into it.
    const copy = `${cached}.${process.pid}`;
    fs.cpSync(dist, copy, { recursive: true });
    fs.rmSync(cached, { recursive: true, force: true });
    fs.renameSync(copy, cached);
  }
  return dist;
}
