import type { CloudFrontClient } from '@aws-sdk/client-cloudfront';
import { S3Client } from '@aws-sdk/client-s3';
import type { CloudFormationCustomResourceEvent } from 'aws-lambda';
import { findSection, releasesPrefix, type SectionDefinition } from 'release';

import { createHandler, type SwitchReleaseProperties } from '../lib/release/switch-release';

interface StoredObject {
  body: string;
  cacheControl?: string;
  contentType?: string;
}

/** The parts of the S3 commands' input the fake reads. */
interface S3Input {
  Prefix: string;
  Delimiter?: string;
  ContinuationToken?: string;
  Bucket: string;
  CopySource: string;
  Key: string;
  CacheControl?: string;
  ContentType?: string;
  Delete: { Objects: { Key: string }[] };
}

/** How many keys or prefixes the fake lists per page: small, so listings span pages. */
const PAGE_SIZE = 2;

/** One page of a listing, with the token of the next as S3 gives it. */
function pageOf<T>(items: T[], token: string | undefined) {
  const start = Number(token ?? 0);
  const next = start + PAGE_SIZE;
  return {
    page: items.slice(start, next),
    more: next < items.length ? { IsTruncated: true, NextContinuationToken: String(next) } : {},
  };
}

/**
 * A bucket in memory, answering the S3 commands the handler sends: an S3Client whose `send` is
 * replaced, so the SDK's paginator takes it for one.
 */
function fakeBucket(keys: string[]) {
  const objects = new Map<string, StoredObject>(keys.map((key) => [key, { body: key }]));
  const send = async (command: { constructor: { name: string }; input: S3Input }) => {
    const input = command.input;
    switch (command.constructor.name) {
      case 'ListObjectsV2Command': {
        const below = [...objects.keys()].filter((key) => key.startsWith(input.Prefix)).sort();
        if (!input.Delimiter) {
          const { page, more } = pageOf(below, input.ContinuationToken);
          return { Contents: page.map((Key) => ({ Key })), ...more };
        }
        const prefixes = new Set(
          below
            .map((key) => key.slice(input.Prefix.length))
            .filter((rest) => rest.includes('/'))
            .map((rest) => `${input.Prefix}${rest.slice(0, rest.indexOf('/') + 1)}`),
        );
        const { page, more } = pageOf([...prefixes], input.ContinuationToken);
        return { CommonPrefixes: page.map((Prefix) => ({ Prefix })), ...more };
      }
      case 'CopyObjectCommand': {
        const from = decodeURIComponent(input.CopySource.slice(input.Bucket.length + 1));
        objects.set(input.Key, {
          body: objects.get(from)!.body,
          cacheControl: input.CacheControl,
          contentType: input.ContentType,
        });
        return {};
      }
      case 'DeleteObjectsCommand':
        for (const { Key } of input.Delete.Objects) objects.delete(Key);
        return {};
      default:
        throw new Error(`unexpected ${command.constructor.name}`);
    }
  };
  const client = Object.assign(new S3Client({ region: 'us-east-1' }), { send });
  return { objects, client };
}

function fakeCloudFront() {
  const invalidated: string[][] = [];
  const client = {
    send: async (command: { input: { InvalidationBatch: { Paths: { Items: string[] } } } }) => {
      invalidated.push(command.input.InvalidationBatch.Paths.Items);
      return {};
    },
  };
  return { invalidated, client: client as unknown as CloudFrontClient };
}

function event(
  section: SectionDefinition,
  version: string,
  requestType: 'Create' | 'Update' | 'Delete' = 'Update',
): CloudFormationCustomResourceEvent {
  const properties: SwitchReleaseProperties = {
    Bucket: 'site-bucket',
    DistributionId: 'E123',
    ReleasesPrefix: releasesPrefix(section),
    Version: version,
    Pointer: section.pointer,
    KeepReleases: '3',
  };
  return {
    RequestType: requestType,
    PhysicalResourceId: `${releasesPrefix(section)}current`,
    ResourceProperties: { ServiceToken: 'token', ...properties },
  } as unknown as CloudFormationCustomResourceEvent;
}

const forms = findSection('forms')!;
const formsRelease = (version: string) => [
  `remotes/forms/releases/${version}/mf-manifest.json`,
  `remotes/forms/releases/${version}/remoteEntry.js`,
  `remotes/forms/releases/${version}/pages/contact.html`,
  `remotes/forms/releases/${version}/pages/survey.html`,
];

describe('switching the release a section serves', () => {
  it("copies the release's entry points to the keys the site serves, as no-cache", async () => {
    const bucket = fakeBucket([...formsRelease('20261120-1'), ...formsRelease('20261121-1')]);
    const cloudfront = fakeCloudFront();
    await createHandler(bucket.client, cloudfront.client)(event(forms, '20261121-1'));
    expect(bucket.objects.get('remotes/forms/mf-manifest.json')).toEqual({
      body: 'remotes/forms/releases/20261121-1/mf-manifest.json',
      cacheControl: 'no-cache',
      contentType: 'application/json; charset=utf-8',
    });
    expect(bucket.objects.get('pages/contact.html')).toMatchObject({
      body: 'remotes/forms/releases/20261121-1/pages/contact.html',
      contentType: 'text/html; charset=utf-8',
    });
  });

  it('rolls back by invalidating exactly the pointer: the manifest and its own pages', async () => {
    const bucket = fakeBucket([
      ...formsRelease('20261120-1'),
      ...formsRelease('20261121-1'),
      'pages/index.html',
    ]);
    const cloudfront = fakeCloudFront();
    const result = await createHandler(
      bucket.client,
      cloudfront.client,
    )(event(forms, '20261120-1'));
    expect(bucket.objects.get('remotes/forms/mf-manifest.json')?.body).toBe(
      'remotes/forms/releases/20261120-1/mf-manifest.json',
    );
    expect(cloudfront.invalidated).toEqual([
      ['/pages/contact.html', '/pages/survey.html', '/remotes/forms/mf-manifest.json'],
    ]);
    expect(result.Data?.Version).toBe('20261120-1');
  });

  it('keeps the last releases and the one served, and deletes the others', async () => {
    const versions = ['20261117-1', '20261118-1', '20261119-1', '20261120-1', '20261121-1'];
    const bucket = fakeBucket(versions.flatMap(formsRelease));
    await createHandler(bucket.client, fakeCloudFront().client)(event(forms, '20261117-1'));
    const kept = new Set(
      [...bucket.objects.keys()]
        .filter((key) => key.startsWith('remotes/forms/releases/'))
        .map((key) => key.split('/')[3]),
    );
    expect([...kept].sort()).toEqual(['20261117-1', '20261119-1', '20261120-1', '20261121-1']);
  });

  it('fails, changing nothing, for a release that is not in the bucket', async () => {
    const bucket = fakeBucket(formsRelease('20261121-1'));
    const cloudfront = fakeCloudFront();
    await expect(
      createHandler(bucket.client, cloudfront.client)(event(forms, '20261101-1')),
    ).rejects.toThrow('Release 20261101-1 is not in the bucket');
    expect(bucket.objects.has('remotes/forms/mf-manifest.json')).toBe(false);
    expect(cloudfront.invalidated).toEqual([]);
  });

  it("writes the shell's index.html last, after its pages", async () => {
    const shell = findSection('shell')!;
    const bucket = fakeBucket([
      'releases/20261121-1/index.html',
      'releases/20261121-1/sw.js',
      'releases/20261121-1/shell-release.json',
      'releases/20261121-1/pages/index.html',
      'main.0123456789ab.js',
    ]);
    const cloudfront = fakeCloudFront();
    await createHandler(bucket.client, cloudfront.client)(event(shell, '20261121-1'));
    // The sitemap, robots.txt and manifest this build lacks are left out.
    expect(cloudfront.invalidated).toEqual([
      ['/pages/index.html', '/sw.js', '/shell-release.json', '/index.html'],
    ]);
    expect(bucket.objects.has('main.0123456789ab.js')).toBe(true);
  });

  it('leaves the site as it is when the stack goes', async () => {
    const bucket = fakeBucket(formsRelease('20261121-1'));
    const cloudfront = fakeCloudFront();
    await createHandler(bucket.client, cloudfront.client)(event(forms, '20261121-1', 'Delete'));
    expect(cloudfront.invalidated).toEqual([]);
    expect(bucket.objects.size).toBe(4);
  });
});
