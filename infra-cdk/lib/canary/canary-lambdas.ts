// The platform's two canary functions (constructs/canary-routing.ts).
//
// `syncHandler` runs on every write of a section's canary pointer object (an S3 notification for
// `remotes/<section>/canary.json`, a key under the team's own prefix, or the shell's
// `canary.json`, which only holds it for a release train): it checks the object and
// that each release it names is published, then writes the section's key in the key value store
// the edge reads. It does the same for the routes file a section's pointer publishes
// (`remotes/<section>/routes.json`): the edge serves the section's page addresses from its key
// `<section>.routes`, so a page added or removed in a release needs no deploy of the site stack.
// Teams never write the store: its IAM cannot scope a team to its own keys.
//
// `rollbackHandler` is the action of a canary's alarm (canary-rule.ts): it points the section
// back at its stable release, in the pointer object and the key value store, and records why
// beside the canary's release. The same alarm notifies the stage's topic. No invalidation is
// needed: the edge rewrites the pointer addresses to each release's own objects, which are the
// cache keys, and browsers revalidate the pointer addresses on every visit.
import '@aws-sdk/signature-v4a';

import {
  CloudFrontKeyValueStoreClient,
  DescribeKeyValueStoreCommand,
  PutKeyCommand,
} from '@aws-sdk/client-cloudfront-keyvaluestore';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import {
  canaryKeyValue,
  edgeRoutesKey,
  edgeRoutesValue,
  findSection,
  parseCanaryPointer,
  releasesPrefix,
  sectionOfPointerKey,
  sectionOfRoutesKey,
  sameTrain,
  trainPartners,
  type CanaryPointer,
} from 'release';
import { sectionOfCanaryAlarm } from 'release';

/** What the functions are told by their environment. */
export interface CanaryFunctionSettings {
  readonly bucket: string;
  readonly keyValueStoreArn: string;
  readonly stage: string;
}

/** The clients, given (tests give fakes). */
export interface CanaryClients {
  readonly s3: Pick<S3Client, 'send'>;
  readonly kvs: Pick<CloudFrontKeyValueStoreClient, 'send'>;
}

/** The part of an S3 notification the sync reads. */
export interface PointerWrittenEvent {
  readonly Records: readonly { s3: { bucket: { name: string }; object: { key: string } } }[];
}

/** The part of a CloudWatch alarm's Lambda action event the rollback reads. */
export interface CanaryAlarmEvent {
  readonly alarmData: { alarmName: string; state: { value: string; reason?: string } };
}

async function readText(clients: CanaryClients, bucket: string, key: string) {
  try {
    const answer = await clients.s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    return await answer.Body!.transformToString('utf8');
  } catch (error) {
    if ((error as { name?: string }).name === 'NoSuchKey') return undefined;
    throw error;
  }
}

/** The section of a pointer's key, which `sectionOfPointerKey` gave. */
function definitionNamed(section: string) {
  const definition = findSection(section);
  if (!definition) throw new Error(`${section} is not a section of the site.`);
  return definition;
}

async function putValue(clients: CanaryClients, arn: string, key: string, value: unknown) {
  const { ETag } = await clients.kvs.send(new DescribeKeyValueStoreCommand({ KvsARN: arn }));
  await clients.kvs.send(
    new PutKeyCommand({ KvsARN: arn, IfMatch: ETag, Key: key, Value: JSON.stringify(value) }),
  );
}

async function putKey(clients: CanaryClients, arn: string, pointer: CanaryPointer) {
  await putValue(clients, arn, pointer.section, canaryKeyValue(pointer));
}

/** The sync: each pointer object written, checked, to its key. Throws on a refused pointer. */
export function createSyncHandler(settings: CanaryFunctionSettings, clients: CanaryClients) {
  return async (event: PointerWrittenEvent): Promise<string[]> => {
    const written: string[] = [];
    for (const record of event.Records) {
      const key = decodeURIComponent(record.s3.object.key.replace(/\+/g, ' '));
      const routesOf = sectionOfRoutesKey(key);
      const section = sectionOfPointerKey(key);
      if (record.s3.bucket.name !== settings.bucket || (section ?? routesOf) === undefined) {
        throw new Error(
          `${record.s3.bucket.name}/${key} is neither a canary pointer nor a routes file of the site.`,
        );
      }
      const text = await readText(clients, settings.bucket, key);
      if (text === undefined) continue;
      if (routesOf !== undefined) {
        // Checked before anything is written: a refused file leaves the edge as it was.
        const paths = edgeRoutesValue(text, routesOf);
        await putValue(clients, settings.keyValueStoreArn, edgeRoutesKey(routesOf), paths);
        written.push(edgeRoutesKey(routesOf));
        continue;
      }
      if (section === undefined) continue;
      const pointer = parseCanaryPointer(text, section);
      for (const version of [pointer.stable, pointer.canary]) {
        if (version === undefined) continue;
        const releaseRecord = `${releasesPrefix(definitionNamed(section))}${version}/release.json`;
        if ((await readText(clients, settings.bucket, releaseRecord)) === undefined) {
          throw new Error(
            `The canary pointer of ${section} names ${version}, which is not published; ` +
              'the edge keeps what it served.',
          );
        }
      }
      await putKey(clients, settings.keyValueStoreArn, pointer);
      written.push(section);
    }
    return written;
  };
}

/**
 * The rollback: the alarm's section back on its stable release; a member of a train's canary
 * takes every member still running that canary back with it (the pointer names them).
 */
export function createRollbackHandler(settings: CanaryFunctionSettings, clients: CanaryClients) {
  const put = (objectKey: string, body: unknown) =>
    clients.s3.send(
      new PutObjectCommand({
        Bucket: settings.bucket,
        Key: objectKey,
        Body: JSON.stringify(body, null, 2),
        ContentType: 'application/json',
        CacheControl: 'no-cache',
      }),
    );
  /** The section's running canary, read from its pointer object, or undefined. */
  const running = async (section: string) => {
    const text = await readText(clients, settings.bucket, `remotes/${section}/canary.json`);
    const pointer = text === undefined ? undefined : parseCanaryPointer(text, section);
    return pointer?.canary ? { ...pointer, canary: pointer.canary } : undefined;
  };
  const end = async (pointer: CanaryPointer & { canary: string }, reason: string) => {
    const stable: CanaryPointer = { section: pointer.section, stable: pointer.stable };
    await putKey(clients, settings.keyValueStoreArn, stable);
    await put(`remotes/${pointer.section}/canary.json`, stable);
    await put(`remotes/${pointer.section}/releases/${pointer.canary}/rollback.json`, {
      stage: settings.stage,
      section: pointer.section,
      canary: pointer.canary,
      stable: pointer.stable,
      reason,
      at: new Date().toISOString(),
    });
    return `${pointer.section} canary ${pointer.canary} rolled back to ${pointer.stable}.`;
  };
  return async (event: CanaryAlarmEvent): Promise<string> => {
    const { alarmName, state } = event.alarmData;
    const section = sectionOfCanaryAlarm(settings.stage, alarmName);
    if (section === undefined) throw new Error(`${alarmName} is not a canary alarm of this stage.`);
    if (state.value !== 'ALARM') return `${alarmName} is ${state.value}: nothing to roll back.`;
    const pointer = await running(section);
    if (!pointer) return `${section} runs no canary: nothing to roll back.`;
    const reason = state.reason ?? alarmName;
    const done = [await end(pointer, reason)];
    for (const partner of trainPartners(pointer)) {
      const other = await running(partner).catch(() => undefined);
      if (!other || !sameTrain(pointer, other)) continue;
      done.push(await end(other, `${section}, of its train: ${reason}`));
    }
    return done.join(' ');
  };
}

function settingsFromEnvironment(): CanaryFunctionSettings {
  return {
    bucket: process.env.SITE_BUCKET ?? '',
    keyValueStoreArn: process.env.KVS_ARN ?? '',
    stage: process.env.STAGE ?? '',
  };
}

const clients = (): CanaryClients => ({
  s3: new S3Client({}),
  kvs: new CloudFrontKeyValueStoreClient({}),
});

export const syncHandler = (event: PointerWrittenEvent) =>
  createSyncHandler(settingsFromEnvironment(), clients())(event);
export const rollbackHandler = (event: CanaryAlarmEvent) =>
  createRollbackHandler(settingsFromEnvironment(), clients())(event);
