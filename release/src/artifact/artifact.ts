// A release as a published artifact: the files of one build under its release's folder of the
// bucket (the shell's content-hashed and other files at the root, where every release's pages
// name them), and `release.json`, the record of the release: the sha256 of every file it wrote,
// the site it was made for and the contract it provides or imports. The upload writes assets
// first and entry points last and never deletes anything; the pointer switch (switch-release.ts)
// is what makes a release the one served.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import {
  GetObjectCommand,
  PutObjectCommand,
  type GetObjectCommandOutput,
  type S3Client,
} from '@aws-sdk/client-s3';
import {
  cacheControl,
  HASHED_FILE_GLOB,
  remoteEntryPointGlobs,
  SHELL_RELEASE_POINTER,
  shellBuildField,
  type ShellReleasePointer,
} from 'shared-types';
import { matchesGlob } from 'site-rules';

import { RELEASE_RECORD } from '../model/release-record';
import { releasePath, releasesPrefix, type SectionDefinition } from '../model/sections';

/** One object to write. */
export interface PlannedObject {
  readonly key: string;
  readonly body: Buffer;
  readonly cacheControl: string;
  readonly contentType: string;
}

const CONTENT_TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'application/javascript; charset=utf-8',
  mjs: 'application/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json',
  webmanifest: 'application/manifest+json',
  xml: 'application/xml',
  txt: 'text/plain; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  woff2: 'font/woff2',
};

export function contentTypeOf(key: string): string {
  return (
    CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream'
  );
}

export function sha256(body: Buffer | string): string {
  return createHash('sha256').update(body).digest('hex');
}

/** Build artifacts that are never published: source maps and the federation stats. */
const UNPUBLISHED = /(\.map|(^|\/)mf-stats\.json)$/;

/** Every file of a build folder, relative, with forward slashes, sorted. */
export function filesOf(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .filter((file) => !UNPUBLISHED.test(file) && file !== RELEASE_RECORD)
    .sort();
}

/** Whether a file of a release names its stage's site: its pages, sitemap and robots.txt. */
export function isStageSpecific(file: string): boolean {
  return /(^|\/)(pages\/.*|sitemap(-[\w-]+)?\.xml|robots\.txt)$/.test(file);
}

/** Whether a file is an entry point of its section's build (written after every other file). */
function isEntryPoint(section: SectionDefinition, file: string): boolean {
  const globs =
    section.releaseFiles === 'all' ? [...remoteEntryPointGlobs, 'pages/*'] : section.releaseFiles;
  return globs.some((glob) => matchesGlob(glob, file));
}

/**
 * The objects a build publishes as release `version` of `section`, in the order they are
 * written: a remote's whole build under its release folder, its manifest naming that folder; the
 * shell's entry points, pages and Node build under its release folder with the pointer file that
 * names it, its content-hashed files (immutable) and other files (an hour) at the root. Within
 * each, assets first and entry points last.
 */
export function planRelease(
  section: SectionDefinition,
  version: string,
  buildDir: string,
): PlannedObject[] {
  const folder = `${releasesPrefix(section)}${version}/`;
  const read = (file: string) => fs.readFileSync(path.join(buildDir, file));
  const object = (key: string, body: Buffer, cache: string): PlannedObject => ({
    key,
    body,
    cacheControl: cache,
    contentType: contentTypeOf(key),
  });
  const files = filesOf(buildDir);
  if (files.length === 0) throw new Error(`${buildDir} has no files: build the section first.`);
  const assets: PlannedObject[] = [];
  const entries: PlannedObject[] = [];
  const last: PlannedObject[] = [];
  if (section.releaseFiles === 'all') {
    if (!files.includes('mf-manifest.json')) {
      throw new Error(`${buildDir} has no mf-manifest.json: build ${section.packageName} first.`);
    }
    for (const file of files) {
      if (file === 'mf-manifest.json') continue;
      const target = isEntryPoint(section, file) ? entries : assets;
      target.push(object(folder + file, read(file), cacheControl.immutable));
    }
    const manifest = JSON.parse(read('mf-manifest.json').toString('utf8')) as {
      metaData?: Record<string, unknown>;
    };
    const published = {
      ...manifest,
      metaData: { ...manifest.metaData, publicPath: releasePath(section, version) },
    };
    last.push(
      object(
        `${folder}mf-manifest.json`,
        Buffer.from(JSON.stringify(published)),
        cacheControl.immutable,
      ),
    );
    return [...assets, ...entries, ...last];
  }
  const releaseFiles = section.releaseFiles;
  const prefix = section.keyPrefix === '' ? '' : `${section.keyPrefix}/`;
  for (const file of files) {
    if (releaseFiles.some((glob) => matchesGlob(glob, file))) {
      const target = file === 'index.html' ? last : isEntryPoint(section, file) ? entries : assets;
      target.push(object(folder + file, read(file), cacheControl.immutable));
    } else if (matchesGlob(HASHED_FILE_GLOB, file)) {
      assets.push(object(prefix + file, read(file), cacheControl.immutable));
    } else {
      assets.push(object(prefix + file, read(file), cacheControl.short));
    }
  }
  const pointer: ShellReleasePointer = {
    version,
    path: releasePath(section, version),
    ...shellBuildField(files.includes('index.html') ? read('index.html').toString('utf8') : ''),
  };
  last.push(
    object(
      folder + SHELL_RELEASE_POINTER,
      Buffer.from(JSON.stringify(pointer)),
      cacheControl.immutable,
    ),
  );
  return [...assets, ...entries, ...last];
}

/** Runs `work` on each item, `limit` at a time, in order of start. */
async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  });
  await Promise.all(workers);
}

export async function putObject(
  s3: S3Client,
  bucket: string,
  object: PlannedObject,
): Promise<void> {
  await s3.send(
    new PutObjectCommand({
      Bucket: bucket,
      Key: object.key,
      Body: object.body,
      CacheControl: object.cacheControl,
      ContentType: object.contentType,
    }),
  );
}

/**
 * Writes a release's objects in their order: assets in parallel, then the entry points one by one
 * (so no entry point names a file not yet written).
 */
export async function publishObjects(
  s3: S3Client,
  bucket: string,
  section: SectionDefinition,
  version: string,
  objects: readonly PlannedObject[],
): Promise<void> {
  const folder = `${releasesPrefix(section)}${version}/`;
  const firstEntry = objects.findIndex((object) =>
    isEntryPoint(
      section,
      object.key.startsWith(folder) ? object.key.slice(folder.length) : object.key,
    ),
  );
  const split = firstEntry === -1 ? objects.length : firstEntry;
  await eachLimited(objects.slice(0, split), 8, (object) => putObject(s3, bucket, object));
  for (const object of objects.slice(split)) await putObject(s3, bucket, object);
}

/** How many times {@link getObject} reads an object whose body breaks off before it gives up. */
export const OBJECT_READS = 3;

/**
 * An object's bytes, or undefined when the bucket has no such key. A body that breaks off while
 * it is read (a connection reset; the local emulator, which rewrites an object in place, shortening
 * it under a reader) is read again, up to {@link OBJECT_READS} times: the SDK retries a failed
 * request, never a body read after the answer came.
 */
export async function getObject(
  s3: S3Client,
  bucket: string,
  key: string,
): Promise<{ body: Buffer; cacheControl?: string; contentType?: string } | undefined> {
  for (let read = 1; ; read += 1) {
    let answer: GetObjectCommandOutput;
    try {
      answer = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    } catch (error) {
      if ((error as { name?: string }).name === 'NoSuchKey') return undefined;
      throw error;
    }
    try {
      const body = Buffer.from(await answer.Body!.transformToByteArray());
      return { body, cacheControl: answer.CacheControl, contentType: answer.ContentType };
    } catch (error) {
      if (read < OBJECT_READS) continue;
      throw new Error(
        `s3://${bucket}/${key}: its body broke off in each of ${OBJECT_READS} reads ` +
          `(${error instanceof Error ? error.message : String(error)})`,
        { cause: error },
      );
    }
  }
}

/**
 * The addresses the shell's service worker (`sw.js`, its precache list as workbox writes it)
 * precaches that the site will not serve once the release is switched to: its files at the root
 * and the copies its pointer makes. A worker whose precache fails never installs, and the local
 * server, which serves the whole build at the root, would not show it.
 */
export function unservedPrecache(section: SectionDefinition, buildDir: string): string[] {
  const worker = path.join(buildDir, 'sw.js');
  if (section.releaseFiles === 'all' || !fs.existsSync(worker)) return [];
  const precached = [
    ...fs
      .readFileSync(worker, 'utf8')
      .matchAll(/\{"revision":(?:null|"[^"]*"),"url":"\/([^"]+)"\}/g),
  ].map((match) => match[1]!);
  // What planRelease publishes at the root: every file of the build outside the release's files.
  const releaseFiles = section.releaseFiles;
  const atRoot = new Set(
    filesOf(buildDir).filter((file) => !releaseFiles.some((glob) => matchesGlob(glob, file))),
  );
  const copied = (key: string) =>
    section.pointer.some((entry) =>
      entry.to.endsWith('/') ? key.startsWith(entry.to) : key === entry.to,
    );
  return precached.filter((key) => !atRoot.has(key) && !copied(key)).map((key) => `/${key}`);
}

/**
 * The file of a build a published object came from (the inverse of planRelease), or undefined
 * for the shell's pointer file, which its publish writes itself.
 */
export function buildFileOf(
  section: SectionDefinition,
  version: string,
  key: string,
): string | undefined {
  const folder = `${releasesPrefix(section)}${version}/`;
  if (key.startsWith(folder)) {
    const file = key.slice(folder.length);
    return section.releaseFiles !== 'all' && file === SHELL_RELEASE_POINTER ? undefined : file;
  }
  const prefix = section.keyPrefix === '' ? '' : `${section.keyPrefix}/`;
  if (section.releaseFiles === 'all' || !key.startsWith(prefix)) {
    throw new Error(`${key} is not a file of ${section.name} ${version}.`);
  }
  return key.slice(prefix.length);
}
