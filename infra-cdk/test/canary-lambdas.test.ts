import {
  DescribeKeyValueStoreCommand,
  PutKeyCommand,
} from '@aws-sdk/client-cloudfront-keyvaluestore';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';

import {
  createRollbackHandler,
  createSyncHandler,
  type CanaryClients,
} from '../lib/canary/canary-lambdas';

const settings = { bucket: 'site', keyValueStoreArn: 'arn:kvs', stage: 'staging' };

/** A bucket and a key value store in memory, answering the commands the functions send. */
function world(objects: Record<string, string>) {
  const keys: Record<string, string> = {};
  const clients: CanaryClients = {
    s3: {
      send: jest.fn((command: unknown) => {
        if (command instanceof GetObjectCommand) {
          const body = objects[command.input.Key!];
          if (body === undefined) {
            return Promise.reject(Object.assign(new Error('missing'), { name: 'NoSuchKey' }));
          }
          return Promise.resolve({ Body: { transformToString: () => Promise.resolve(body) } });
        }
        if (command instanceof PutObjectCommand) {
          objects[command.input.Key!] = String(command.input.Body);
          return Promise.resolve({});
        }
        return Promise.reject(new Error('unexpected S3 command'));
      }) as CanaryClients['s3']['send'],
    },
    kvs: {
      send: jest.fn((command: unknown) => {
        if (command instanceof DescribeKeyValueStoreCommand) return Promise.resolve({ ETag: 'e1' });
        if (command instanceof PutKeyCommand) {
          expect(command.input.IfMatch).toBe('e1');
          keys[command.input.Key!] = command.input.Value!;
          return Promise.resolve({ ETag: 'e2' });
        }
        return Promise.reject(new Error('unexpected KVS command'));
      }) as CanaryClients['kvs']['send'],
    },
  };
  return { objects, keys, clients };
}

const written = (key: string) => ({
  Records: [{ s3: { bucket: { name: 'site' }, object: { key } } }],
});
const published = {
  'remotes/forms/releases/v1/release.json': '{}',
  'remotes/forms/releases/v2/release.json': '{}',
};

/** The sync, run on the forms team's pointer in a bucket holding `objects`, and the keys it wrote. */
function syncFormsPointer(objects: Record<string, string>) {
  const { keys, clients } = world(objects);
  const synced = createSyncHandler(settings, clients)(written('remotes/forms/canary.json'));
  return { keys, synced };
}

describe("the platform's canary pointer sync", () => {
  it("writes a team's checked pointer to its section's key", async () => {
    const { keys, synced } = syncFormsPointer({
      ...published,
      'remotes/forms/canary.json': '{"section":"forms","stable":"v1","canary":"v2","percent":25}',
    });
    await expect(synced).resolves.toEqual(['forms']);
    expect(JSON.parse(keys.forms!)).toEqual({ stable: 'v1', canary: 'v2', percent: 25 });
  });

  it('refuses a pointer naming a release that is not published, writing no key', async () => {
    const { keys, synced } = syncFormsPointer({
      'remotes/forms/releases/v1/release.json': '{}',
      'remotes/forms/canary.json': '{"section":"forms","stable":"v1","canary":"v9","percent":25}',
    });
    await expect(synced).rejects.toThrow('names v9, which is not published');
    expect(keys).toEqual({});
  });

  it("writes the shell's hold for a release train, its releases checked at the root", async () => {
    const hold =
      '{"section":"shell","stable":"v1","canary":"t2","percent":100,"train":["shell","forms"],"trainVersion":"t2"}';
    const { keys, clients } = world({
      'releases/v1/release.json': '{}',
      'releases/t2/release.json': '{}',
      'canary.json': hold,
    });
    await expect(createSyncHandler(settings, clients)(written('canary.json'))).resolves.toEqual([
      'shell',
    ]);
    expect(JSON.parse(keys.shell!)).toEqual({
      stable: 'v1',
      canary: 't2',
      percent: 100,
      train: ['shell', 'forms'],
      trainVersion: 't2',
    });
    // A shell "canary" that holds no train is refused: the shell runs none.
    const alone = world({
      'releases/v1/release.json': '{}',
      'releases/t2/release.json': '{}',
      'canary.json': '{"section":"shell","stable":"v1","canary":"t2","percent":10}',
    });
    await expect(
      createSyncHandler(settings, alone.clients)(written('canary.json')),
    ).rejects.toThrow("the shell's canary is not a release train's");
    expect(alone.keys).toEqual({});
  });

  it("refuses a team's pointer written for another section", async () => {
    const { keys, synced } = syncFormsPointer({
      ...published,
      'remotes/forms/canary.json': '{"section":"home-tours","stable":"v1"}',
    });
    await expect(synced).rejects.toThrow('section is not "forms"');
    expect(keys).toEqual({});
  });
});

describe("the platform's sync of a remote's published routes", () => {
  const routesFile = (section: string, paths: string[]) =>
    JSON.stringify({
      section,
      routes: paths.map((path) => ({ path, page: 'SomePage', title: path })),
    });
  const syncFormsRoutes = (text: string) => {
    const { keys, clients } = world({ 'remotes/forms/routes.json': text });
    const synced = createSyncHandler(settings, clients)(written('remotes/forms/routes.json'));
    return { keys, synced };
  };

  it("writes the page paths of the section's routes file, sorted, to its routes key", async () => {
    const { keys, synced } = syncFormsRoutes(routesFile('forms', ['/gift-cards', '/contact']));
    await expect(synced).resolves.toEqual(['forms.routes']);
    expect(JSON.parse(keys['forms.routes']!)).toEqual(['/contact', '/gift-cards']);
  });

  it.each([
    ['a file that is not JSON', '{', 'is not JSON'],
    ["another section's file", routesFile('home-tours', ['/about']), "is home-tours's"],
    ['a path that is no route', routesFile('forms', ['/Gift Cards']), 'routes.0.path'],
    [
      'more paths than one key holds',
      routesFile(
        'forms',
        Array.from({ length: 40 }, (_, index) => `/a-rather-long-page-address-${index}`),
      ),
      'more than the 1024 one key',
    ],
  ])('refuses %s, writing no key', async (_what, text, message) => {
    const { keys, synced } = syncFormsRoutes(text);
    await expect(synced).rejects.toThrow(message);
    expect(keys).toEqual({});
  });
});

describe("the platform's canary rollback", () => {
  const alarm = (value: string) => ({
    alarmData: {
      alarmName: 'CatsAboutTown-staging-canary-forms',
      state: { value, reason: 'too many errors' },
    },
  });

  it('points the section back at its stable release and records why', async () => {
    const { keys, objects, clients } = world({
      ...published,
      'remotes/forms/canary.json': '{"section":"forms","stable":"v1","canary":"v2","percent":25}',
    });
    await expect(createRollbackHandler(settings, clients)(alarm('ALARM'))).resolves.toBe(
      'forms canary v2 rolled back to v1.',
    );
    expect(JSON.parse(keys.forms!)).toEqual({ stable: 'v1' });
    expect(JSON.parse(objects['remotes/forms/canary.json']!)).toEqual({
      section: 'forms',
      stable: 'v1',
    });
    expect(JSON.parse(objects['remotes/forms/releases/v2/rollback.json']!)).toMatchObject({
      canary: 'v2',
      stable: 'v1',
      reason: 'too many errors',
    });
  });

  it("ends the canary of every member of a train when one member's alarm fires", async () => {
    const member = (section: string, canary: string) =>
      JSON.stringify({
        section,
        stable: 'v1',
        canary,
        percent: 10,
        train: ['forms', 'blog-gallery', 'home-tours'],
      });
    const { keys, objects, clients } = world({
      'remotes/forms/canary.json': member('forms', 't1'),
      'remotes/blog-gallery/canary.json': member('blog-gallery', 't1'),
      // A member since ended and canaried again runs another release: left alone.
      'remotes/home-tours/canary.json': member('home-tours', 't2'),
    });
    await expect(createRollbackHandler(settings, clients)(alarm('ALARM'))).resolves.toBe(
      'forms canary t1 rolled back to v1. blog-gallery canary t1 rolled back to v1.',
    );
    expect(JSON.parse(keys['blog-gallery']!)).toEqual({ stable: 'v1' });
    expect(keys['home-tours']).toBeUndefined();
    expect(JSON.parse(objects['remotes/blog-gallery/canary.json']!)).toEqual({
      section: 'blog-gallery',
      stable: 'v1',
    });
    expect(JSON.parse(objects['remotes/blog-gallery/releases/t1/rollback.json']!)).toMatchObject({
      canary: 't1',
      reason: 'forms, of its train: too many errors',
    });
    expect(JSON.parse(objects['remotes/home-tours/canary.json']!)).toMatchObject({ canary: 't2' });
  });

  it('does nothing when the alarm returns to OK, and refuses an alarm of another stage', async () => {
    const { keys, clients } = world({
      'remotes/forms/canary.json': '{"section":"forms","stable":"v1","canary":"v2","percent":25}',
    });
    await createRollbackHandler(settings, clients)(alarm('OK'));
    expect(keys).toEqual({});
    await expect(
      createRollbackHandler({ ...settings, stage: 'prod' }, clients)(alarm('ALARM')),
    ).rejects.toThrow('is not a canary alarm of this stage');
  });
});
