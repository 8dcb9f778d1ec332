import { kb, markdownTable } from './markdown';

/** Gzip bytes of the files a federation implementation adds to a one-page site's first visit. */
export interface FloorBuild {
  /** The implementation, as the table names it. */
  label: string;
  /** The host's entry chunk: the webpack runtime, with the federation runtime if any. */
  hostEntryBytes: number;
  /** The remote's entry (`remoteEntry.js`); absent for the single bundle. */
  remoteEntryBytes?: number;
}

/** The federated ÷ single-bundle JavaScript ratio the first visit aims for (docs/decisions/011). */
const JS_RATIO_TARGET = 1.15;

/**
 * What each federation implementation costs a first visit above the single bundle: its host's
 * entry chunk minus the single bundle's, plus its remote's entry. Every other file of the
 * fixture (React, the page) is the same in all builds. The last column is the smallest single
 * bundle for which that cost alone still fits within the ratio target.
 */
export function floorTable(single: FloorBuild, federated: FloorBuild[]): string {
  const header = [
    'build',
    'host entry KB (gzip)',
    'remote entry KB (gzip)',
    'federation cost KB (gzip)',
    `single bundle needed for ratio ≤ ${JS_RATIO_TARGET} (KB)`,
  ];
  const rows = [
    [single.label, kb(single.hostEntryBytes), '–', '–', '–'],
    ...federated.map((build) => {
      const cost = federationCost(single, build);
      return [
        build.label,
        kb(build.hostEntryBytes),
        kb(build.remoteEntryBytes ?? 0),
        kb(cost),
        kb(cost / (JS_RATIO_TARGET - 1)),
      ];
    }),
  ];
  return markdownTable(header, rows);
}

/** The bytes a federated first visit downloads beyond the single bundle's. */
export function federationCost(single: FloorBuild, build: FloorBuild): number {
  return build.hostEntryBytes - single.hostEntryBytes + (build.remoteEntryBytes ?? 0);
}
