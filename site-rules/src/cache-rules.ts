// The Cache-Control of each file of a build, as the local server sends it and the deploy stacks
// write it, from shared-types' cache rules: its entry point globs and content-hash glob, read as
// `aws s3 sync` filters read them.
import {
  cacheControl,
  HASHED_FILE_GLOB,
  remoteEntryPointGlobs,
  shellEntryPointGlobs,
  type BuildKind,
  type CacheControl,
} from 'shared-types';

/** The entry point globs of a build. */
function entryPointGlobs(kind: BuildKind): readonly string[] {
  return kind === 'shell' ? shellEntryPointGlobs : remoteEntryPointGlobs;
}

const globCache = new Map<string, RegExp>();

/** Whether `file` (relative to the build folder, no leading slash) matches an s3 sync glob. */
export function matchesGlob(glob: string, file: string): boolean {
  let pattern = globCache.get(glob);
  if (!pattern) {
    const source = glob
      .split(/(\*|\[[^\]]*\])/)
      .map((part) => {
        if (part === '*') return '.*';
        if (part.startsWith('[') && part.endsWith(']')) return part;
        return part.replace(/[.+?^${}()|\\/]/g, '\\$&');
      })
      .join('');
    pattern = new RegExp(`^${source}$`);
    globCache.set(glob, pattern);
  }
  return pattern.test(file);
}

/**
 * The Cache-Control of a file of a build, as the local server sends it and the deploy stacks write
 * it: entry points first (a prerendered page is never immutable), then content-hashed files.
 */
export function cacheControlFor(file: string, kind: BuildKind): CacheControl {
  const relative = file.replace(/^\/+/, '');
  if (entryPointGlobs(kind).some((glob) => matchesGlob(glob, relative))) {
    return cacheControl.revalidate;
  }
  if (matchesGlob(HASHED_FILE_GLOB, relative)) return cacheControl.immutable;
  return cacheControl.short;
}
