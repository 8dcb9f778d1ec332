// What a stage serves, read through its site as a visitor's browser would read it: the section's
// pointer (the shell's release pointer, a remote's manifest for the served shell's contract) and
// the records its releases publish
// beside their files. The same reads on AWS (through CloudFront) and on the local stages (through
// the local stage server and the edge's code), with no credentials. A read either finds the
// object, finds it missing (404), or fails: a gate treats a failure as "cannot know", never as
// "nothing there".
import {
  contractMajorOf,
  remoteManifestPath,
  SHELL_RELEASE_POINTER,
  type RemoteManifest,
  type RemoteName,
  type ShellReleasePointer,
} from 'shared-types';
import type { z } from 'zod';

import { STABLE_VISITOR_COOKIE } from '../model/canary-pointer';
import {
  parseRecord,
  RELEASE_RECORD,
  releaseRecordSchema,
  type ReleaseRecord,
} from '../model/release-record';
import { definitionOf, releasePath, type Section, type SectionDefinition } from '../model/sections';

/** A read of one address of a site. */
type SiteRead =
  | { readonly found: true; readonly url: string; readonly text: string }
  | {
      readonly found: false;
      readonly url: string;
      readonly why: string;
      readonly missing: boolean;
    };

/** Fetches a site's address; one failure to connect is tried again, as a browser would. */
async function fetchFromSite(url: string): Promise<Response> {
  const request = () =>
    fetch(url, { headers: { 'Cache-Control': 'no-cache', Cookie: STABLE_VISITOR_COOKIE } });
  try {
    return await request();
  } catch {
    // A kept-alive connection the server closed as the request went out fails at once.
    return request();
  }
}

/** Reads an address of the site: found, missing (404) or unreadable (any other answer). */
async function readFromSite(site: string, urlPath: string): Promise<SiteRead> {
  const url = new URL(urlPath, site).href;
  let response: Response;
  try {
    response = await fetchFromSite(url);
  } catch (error) {
    return { found: false, url, missing: false, why: `could not be fetched (${String(error)})` };
  }
  if (response.ok) return { found: true, url, text: await response.text() };
  await response.body?.cancel();
  return {
    found: false,
    url,
    missing: response.status === 404,
    why: `answered ${response.status}`,
  };
}

/** A JSON object read from the site, parsed with `schema`; throws, naming the URL, when it is not. */
function parsedFrom<T>(read: SiteRead & { found: true }, schema: z.ZodType<T>): T {
  return parseRecord(schema, read.text, read.url);
}

/** The version a remote's served manifest names (`/remotes/forms/releases/<v>/`), if any. */
function versionOfPublicPath(publicPath: string | undefined): string | undefined {
  return /\/releases\/([^/]+)\/$/.exec(publicPath ?? '')?.[1];
}

/** What the site serves of a section: its release, or that it serves none yet, or a failed read. */
export type ServedRelease =
  | { readonly state: 'served'; readonly version: string; readonly pointerUrl: string }
  | { readonly state: 'none'; readonly pointerUrl: string }
  | { readonly state: 'unknown'; readonly pointerUrl: string; readonly why: string };

/** The release of a section the site serves now, read from the section's pointer. */
export async function servedRelease(site: string, section: Section): Promise<ServedRelease> {
  const pointerPath =
    section === 'shell'
      ? `/${SHELL_RELEASE_POINTER}`
      : remoteManifestPath(section, await servedContractMajor(site));
  const read = await readFromSite(site, pointerPath);
  if (!read.found) {
    return read.missing
      ? { state: 'none', pointerUrl: read.url }
      : { state: 'unknown', pointerUrl: read.url, why: read.why };
  }
  let version: string | undefined;
  try {
    const value = JSON.parse(read.text) as ShellReleasePointer & RemoteManifest;
    version = section === 'shell' ? value.version : versionOfPublicPath(value.metaData?.publicPath);
  } catch {
    version = undefined;
  }
  return version
    ? { state: 'served', version, pointerUrl: read.url }
    : { state: 'unknown', pointerUrl: read.url, why: 'names no release' };
}

/**
 * The major version of the contract the shell the site serves provides (its release's record),
 * whose manifest pointers its pages load the remotes from; 1 when the site serves no shell, or
 * one whose record cannot be read (the gates refuse a release beside that one anyway).
 */
async function servedContractMajor(site: string): Promise<number> {
  const shell = await servedRelease(site, 'shell');
  if (shell.state !== 'served') return 1;
  const record = await recordOnSite(site, definitionOf('shell'), shell.version);
  return record.found ? contractMajorOf(record.record.contract.version) : 1;
}

/**
 * Where a remote's manifest is served for the shell the site serves: the pointer a visitor's
 * pages load it from.
 */
export async function servedManifestPath(site: string, name: RemoteName): Promise<string> {
  return remoteManifestPath(name, await servedContractMajor(site));
}

/** The record of a release, as the site serves it beside the release's files. */
export async function recordOnSite(
  site: string,
  definition: SectionDefinition,
  version: string,
): Promise<
  | { readonly found: true; readonly url: string; readonly record: ReleaseRecord }
  | { readonly found: false; readonly url: string; readonly why: string; readonly missing: boolean }
> {
  const read = await readFromSite(site, `${releasePath(definition, version)}${RELEASE_RECORD}`);
  if (!read.found) return read;
  try {
    return { found: true, url: read.url, record: parsedFrom(read, releaseRecordSchema) };
  } catch (error) {
    return { found: false, url: read.url, missing: false, why: (error as Error).message };
  }
}
