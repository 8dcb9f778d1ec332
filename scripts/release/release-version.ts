import { execFileSync } from 'node:child_process';

/**
 * A release's version: the UTC time and the commit, `20261123-101500-ab12cd3`, so versions sort
 * by time (the bucket keeps the newest) and name what was built.
 */
export function releaseVersion(now = new Date(), commit = currentCommit()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return commit ? `${stamp}-${commit}` : stamp;
}

function currentCommit(): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', '--short=7', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return undefined;
  }
}
