// The route gate: nobody takes another team's address. Every release records the addresses its
// build claims (`routes.json`: the pages it renders, and for the shell the addresses its redirects
// answer). Before a pointer moves, none of them may be an address another deployed section
// renders, a redirect's source, or under a redirected prefix; the refusal names each address and
// its owner, and nothing is switched.
//
// It fails closed as the contract gate does (contract-gate.ts): a release that records no routes,
// or a deployed section whose record lists none, refuses the release, naming the record and the
// fix, unless the operator passes --override-gate with a reason, which the release's record keeps.
import { remoteNames, type SectionRoutes } from 'shared-types';

import { edgeRoutePaths } from '../model/edge-routes';
import type { GateOverride } from '../model/release-record';
import { definitionOf, type Section } from '../model/sections';
import { GateRefusal, gateReader, type GateContext } from './contract-gate';

/** A release the route gate refuses: its message names each address and who owns it. */
export class RouteRefusal extends GateRefusal {
  constructor(message: string) {
    super(message);
    this.name = 'RouteRefusal';
  }
}

/** One release with the addresses it claims. */
export interface ClaimingRelease {
  /** `forms`, `shell`… (the deploy app's name) */
  readonly section: string;
  readonly version: string;
  readonly routes: SectionRoutes;
}

/** One address a release claims, and what its owner does with it. */
interface Claim {
  /** Lower-case, as addresses are matched. */
  readonly address: string;
  /** `renders (ContactPage)`, `redirects`, `redirects (every /blog/<id>)` */
  readonly use: string;
  /** A prefix claims every one-segment address below it. */
  readonly prefix: boolean;
}

function claimsOf(routes: SectionRoutes): Claim[] {
  return [
    ...routes.routes.map((route) => ({
      address: route.path.toLowerCase(),
      use: `renders (${route.page})`,
      prefix: false,
    })),
    ...(routes.redirects ?? []).map((from) => ({
      address: from.toLowerCase(),
      use: 'redirects',
      prefix: false,
    })),
    ...(routes.redirectPrefixes ?? []).map((prefix) => ({
      address: prefix.toLowerCase(),
      use: `redirects (every ${prefix}<id>)`,
      prefix: true,
    })),
  ];
}

/** The address two claims both take (the one inside the other's prefix), or undefined. */
function sharedAddress(a: Claim, b: Claim): string | undefined {
  if (a.prefix === b.prefix) return a.address === b.address ? a.address : undefined;
  const [prefix, address] = a.prefix ? [a.address, b.address] : [b.address, a.address];
  const rest = address.slice(prefix.length);
  return address.startsWith(prefix) && rest !== '' && !rest.includes('/') ? address : undefined;
}

/** Each address `release` claims that a deployed release of another section owns, as a phrase. */
export function routeConflicts(
  release: ClaimingRelease,
  deployedReleases: readonly ClaimingRelease[],
): string[] {
  const conflicts: string[] = [];
  const claims = claimsOf(release.routes);
  for (const owner of deployedReleases.filter((other) => other.section !== release.section)) {
    for (const owned of claimsOf(owner.routes)) {
      for (const claim of claims) {
        const address = sharedAddress(claim, owned);
        if (address !== undefined) {
          conflicts.push(
            `${address}, which ${owner.section} ${owner.version} (deployed) ${owned.use}`,
          );
        }
      }
    }
  }
  return conflicts;
}

/**
 * Refuses a release that claims an address a deployed release of another section owns, or a
 * remote whose page addresses are more than the edge's key value store holds for it.
 */
export function assertFreeAddresses(
  release: ClaimingRelease,
  deployedReleases: readonly ClaimingRelease[],
): void {
  if (release.section !== 'shell') {
    try {
      edgeRoutePaths(release.routes);
    } catch (error) {
      throw new RouteRefusal(
        `Refused: ${release.section} ${release.version}'s routes cannot be served; nothing was ` +
          `switched. ${(error as Error).message}`,
      );
    }
  }
  const conflicts = routeConflicts(release, deployedReleases);
  if (conflicts.length > 0) {
    throw new RouteRefusal(
      `Refused: ${release.section} ${release.version} claims addresses another section owns; ` +
        `nothing was switched. ${conflicts.join('; ')}. Give the page another address, or have ` +
        'its owner release without it first.',
    );
  }
}

/**
 * The route gate against what the stage's site serves. `routes` is what the release records
 * (undefined: it records none). Returns the overrides the operator's flag made; throws a
 * GateRefusal when it cannot read what it needs, a RouteRefusal when an address is taken.
 */
export async function gateRoutes(
  release: { readonly sectionKey: Section; readonly version: string; routes?: SectionRoutes },
  context: GateContext,
): Promise<GateOverride[]> {
  const { overrides, unreadable } = gateReader('routes', context);
  const name = definitionOf(release.sectionKey).name;
  if (release.routes === undefined) {
    unreadable(
      `the addresses ${name} ${release.version} claims (its record lists no routes)`,
      `release ${name} from a build that has its routes.json`,
    );
    return overrides;
  }
  const owners: ClaimingRelease[] = [];
  for (const other of (['shell', ...remoteNames] as const).filter(
    (section) => section !== release.sectionKey,
  )) {
    const found = await context.deployed(other);
    if (found.state === 'unreadable') unreadable(found.what, found.fix);
    if (found.state !== 'gated') continue;
    if (found.record.routes === undefined) {
      unreadable(
        `the addresses ${found.release.section} ${found.release.version} (deployed) owns: its ` +
          'record lists no routes',
        `release ${found.release.section} to ${context.stage} again (every release records its routes)`,
      );
      continue;
    }
    owners.push({ ...found.release, routes: found.record.routes });
  }
  assertFreeAddresses({ section: name, version: release.version, routes: release.routes }, owners);
  return overrides;
}
