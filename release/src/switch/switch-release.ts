// The S3 part of a section's pointer switch: it copies the release's entry points to the keys the
// site serves (no-cache) and deletes the releases beyond the last N. The deploy stacks' custom
// resource (infra-cdk's switch-release function) runs it and then invalidates the copied keys in
// CloudFront; the local target runs it as it is (it has no CDN). A release that is not in the
// bucket fails the switch, and the site keeps serving the one it served.
import {
  CopyObjectCommand,
  DeleteObjectsCommand,
  paginateListObjectsV2,
  type S3Client,
  type ListObjectsV2CommandInput,
} from '@aws-sdk/client-s3';
import { contentType } from 'mime-types';
import { cacheControl } from 'shared-types';

import type { PointerEntry } from '../model/sections';

/** The custom resource's properties (CloudFormation passes numbers as strings). */
export interface SwitchReleaseProperties {
  Bucket: string;
  DistributionId: string;
  /** Key prefix of the section's releases, ending with a slash: `remotes/forms/releases/`. */
  ReleasesPrefix: string;
  /** The release the site is to serve. */
  Version: string;
  /** What the pointer is made of. */
  Pointer: readonly PointerEntry[];
  /** How many releases are kept, the one served included. */
  KeepReleases: string;
}

/** The Content-Type of a copy, from its name (mime-db's table, with its charset). */
function contentTypeOf(key: string): string {
  return contentType(key.slice(key.lastIndexOf('/') + 1)) || 'application/octet-stream';
}

/** Every page of a listing, the SDK following its continuation tokens. */
async function listAll(s3: S3Client, input: ListObjectsV2CommandInput) {
  const pages = [];
  for await (const page of paginateListObjectsV2({ client: s3 }, input)) pages.push(page);
  return pages;
}

/** Every key below `prefix`. */
async function keysUnder(s3: S3Client, bucket: string, prefix: string): Promise<string[]> {
  const pages = await listAll(s3, { Bucket: bucket, Prefix: prefix });
  return pages.flatMap((page) => (page.Contents ?? []).flatMap((object) => object.Key ?? []));
}

/** The versions of the section's releases in the bucket, newest first (versions sort by time). */
async function releasesIn(s3: S3Client, bucket: string, prefix: string): Promise<string[]> {
  const pages = await listAll(s3, { Bucket: bucket, Prefix: prefix, Delimiter: '/' });
  return pages
    .flatMap((page) => page.CommonPrefixes ?? [])
    .flatMap((common) => (common.Prefix ? [common.Prefix.slice(prefix.length, -1)] : []))
    .sort()
    .reverse();
}

/** Copies the release's entry points to the keys the site serves; returns those keys. */
export async function copyPointer(
  s3: S3Client,
  props: Omit<SwitchReleaseProperties, 'DistributionId'>,
): Promise<string[]> {
  const release = `${props.ReleasesPrefix}${props.Version}/`;
  const files = props.Pointer.filter((entry) => !entry.from.endsWith('/'));
  const folders = props.Pointer.filter((entry) => entry.from.endsWith('/'));
  const present = new Set(await keysUnder(s3, props.Bucket, release));
  const missing = files.filter((entry) => !entry.optional && !present.has(release + entry.from));
  if (present.size === 0 || missing.length > 0) {
    throw new Error(
      `Release ${props.Version} is not in the bucket under ${release}; the site still serves ` +
        'the release it served.',
    );
  }
  // Folders (the pages) first; the single files (the manifest, index.html) name the release and
  // go last, as a deploy always wrote its entry points.
  const copies: [string, string][] = [];
  for (const entry of folders) {
    for (const key of present) {
      if (key.startsWith(release + entry.from)) {
        copies.push([key, entry.to + key.slice(release.length + entry.from.length)]);
      }
    }
  }
  for (const entry of files) {
    if (present.has(release + entry.from)) copies.push([release + entry.from, entry.to]);
  }
  for (const [from, to] of copies) {
    await s3.send(
      new CopyObjectCommand({
        Bucket: props.Bucket,
        CopySource: `${props.Bucket}/${from.split('/').map(encodeURIComponent).join('/')}`,
        Key: to,
        MetadataDirective: 'REPLACE',
        CacheControl: cacheControl.revalidate,
        ContentType: contentTypeOf(to),
      }),
    );
  }
  return copies.map(([, to]) => to);
}

/** Deletes every release beyond the newest `keep`, never the one served. */
export async function pruneReleases(
  s3: S3Client,
  props: Omit<SwitchReleaseProperties, 'DistributionId'>,
): Promise<string[]> {
  const keep = Math.max(1, Number(props.KeepReleases));
  const versions = await releasesIn(s3, props.Bucket, props.ReleasesPrefix);
  const kept = new Set([...versions.slice(0, keep), props.Version]);
  const deleted = versions.filter((version) => !kept.has(version));
  for (const version of deleted) {
    const keys = await keysUnder(s3, props.Bucket, `${props.ReleasesPrefix}${version}/`);
    for (let start = 0; start < keys.length; start += 1000) {
      await s3.send(
        new DeleteObjectsCommand({
          Bucket: props.Bucket,
          Delete: { Objects: keys.slice(start, start + 1000).map((Key) => ({ Key })), Quiet: true },
        }),
      );
    }
  }
  return deleted;
}

/**
 * Points the site at a release and prunes the old ones: the S3 part of a switch, which the local
 * release store runs as it is (it has no CDN to invalidate). Returns the keys written over.
 */
export async function switchRelease(
  s3: S3Client,
  props: Omit<SwitchReleaseProperties, 'DistributionId'>,
): Promise<{ live: string[]; deleted: string[] }> {
  const live = await copyPointer(s3, props);
  const deleted = await pruneReleases(s3, props);
  return { live, deleted };
}
