// The shell's contract with the remotes at run time: the version of `shell-contract` the shell
// provides `shell/ui`, `shell/booking` and `shell/router` under, and the check that a remote was
// built against the same major version, and no newer minor one, before any of its code runs.
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
 * The major and minor version of a version or a caret/tilde range: [1, 4] for `^1.4.0`. Read by
 * hand, unlike the versions of the contract's tools (`semver`): this runs in the entry chunk, and
 * semver's smallest import (its SemVer class and expressions, for `coerce` and `parse`) adds
 * 2.7 KB of compressed JavaScript to every route's first visit on a phone.
 */
function releaseOf(version: string): [number, number] | undefined {
  const match = /^\s*[~^=v]*(\d+)\.(\d+)/.exec(version);
  return match ? [Number(match[1]), Number(match[2])] : undefined;
}

/**
 * The major version a build made before the contract was versioned requires: such a remote names
 * its own package version (`^0.1.0`), and it was built against what became contract 1.0.
 */
const UNVERSIONED_MAJOR = 0;

/**
 * Whether a remote that requires `required` can run on a shell providing `provided`: the same
 * major version, and at least the minor version the remote was built against, which may use a
 * name that minor version added (the rule the deploy of a remote applies, `assertRunsOn`).
 */
export function isCompatibleContract(required: string | undefined, provided: string): boolean {
  if (required === undefined) return true;
  const needs = releaseOf(required);
  const has = releaseOf(provided);
  if (!needs || !has) return false;
  if (needs[0] === UNVERSIONED_MAJOR) return has[0] === 1;
  if (needs[0] !== has[0]) return false;
  return has[1] >= needs[1];
}

/** A remote built against a contract this shell does not provide: it is not mounted. */
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
