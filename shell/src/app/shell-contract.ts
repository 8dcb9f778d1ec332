// The shell's contract with the remotes at run time: the version of `shell-contract` the shell
// provides `shell/ui`, `shell/booking` and `shell/router` under, and the check that a remote was
// built against the same major version before any of its code runs.
import contractPackage from 'shell-contract/package.json';

/** The contract this shell provides (the `shell-contract` package it was built with). */
export const SHELL_CONTRACT_VERSION: string = contractPackage.version;

/** The parts of a remote's manifest that say which contract it was built against. */
interface ManifestShared {
  shared?: readonly { name?: unknown; requiredVersion?: unknown }[];
}

/**
 * The contract a remote's manifest says it needs: the version range its build requires of the
 * shell's modules (`^1.0.0`), or undefined when it uses none of them or names no range.
 */
export function requiredContractOf(manifest: unknown): string | undefined {
  const shared = (manifest as ManifestShared | null)?.shared;
  if (!Array.isArray(shared)) return undefined;
  const range = shared.find(
    (entry) =>
      typeof entry.name === 'string' &&
      entry.name.startsWith('shell/') &&
      typeof entry.requiredVersion === 'string',
  )?.requiredVersion;
  return typeof range === 'string' ? range : undefined;
}

/**
 * The major version of a version or a caret/tilde range: 1 for `^1.4.0`. Read by hand, unlike the
 * versions of the contract's tools (`semver`): this runs in the entry chunk, and semver's smallest
 * import (its SemVer class and expressions, for `coerce` and `parse`) adds 2.7 KB of compressed
 * JavaScript to every route's first visit on a phone.
 */
function majorOf(version: string): number | undefined {
  const match = /^\s*[~^=v]*(\d+)\./.exec(version);
  return match ? Number(match[1]) : undefined;
}

/**
 * The major version a build made before the contract was versioned requires: such a remote names
 * its own package version (`^0.1.0`), and it was built against what became contract 1.
 */
const UNVERSIONED_MAJOR = 0;

/** Whether a remote that requires `required` can run on a shell providing `provided`. */
export function isCompatibleContract(required: string | undefined, provided: string): boolean {
  if (required === undefined) return true;
  const major = majorOf(required);
  const providedMajor = majorOf(provided);
  if (major === UNVERSIONED_MAJOR) return providedMajor === 1;
  return major !== undefined && major === providedMajor;
}

/** A remote built against another major version of the shell's contract: it is not mounted. */
export class IncompatibleRemoteError extends Error {
  constructor(
    readonly remote: string,
    readonly required: string,
    readonly provided: string = SHELL_CONTRACT_VERSION,
  ) {
    super(
      `The ${remote} section was built for shell contract ${required}, but this shell provides ` +
        `${provided}; it is not loaded.`,
    );
    this.name = 'IncompatibleRemoteError';
  }
}
