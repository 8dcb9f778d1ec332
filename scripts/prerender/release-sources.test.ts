import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import express from 'express';

import type { PrerenderKit } from 'shared-types';

import { deployedSite, localBuilds, NotDeployedError } from './release-sources';

/** A kit as small as the contract allows: it renders nothing and provides one module. */
const kitCode =
  'module.exports = { contractVersion: "1.0.0", sharedModules: { react: { name: "the shell\'s react" } },' +
  ' prerenderPages: async () => [] };';
/** A page's Node build that reports what it was given. */
const pageCode =
  'const react = require("react"); const base = require("prerender:public-path");' +
  'module.exports = { default: () => null, react: react.name, image: base + "assets/cat.svg" };';

function writeFiles(root: string, files: Record<string, string>) {
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  }
}

const manifest = (publicPath: string) => JSON.stringify({ metaData: { publicPath }, exposes: [] });

describe('deployedSite', () => {
  let site: string;
  let close: () => void;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'deployed-site-'));

  beforeAll(async () => {
    writeFiles(root, {
      'shell-release.json': JSON.stringify({ version: 'v2', path: '/releases/v2/' }),
      'releases/v2/server/prerender.js': kitCode,
      'remotes/forms/mf-manifest.json': manifest('/remotes/forms/releases/r7/'),
      'remotes/forms/releases/r7/server/ContactPage.js': pageCode,
      'remotes/forms/releases/r7/contact.0a1b2c3d4e5f.css': '.contact{margin:0}',
      'releases/v1/server/prerender.js': kitCode.replace("the shell's react", 'release v1'),
      'remotes/forms/releases/r6/mf-manifest.json': manifest('/remotes/forms/releases/r6/'),
      'remotes/forms/releases/r6/server/ContactPage.js': pageCode,
    });
    const server = express().use(express.static(root)).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  it("takes the shell's prerender bundle from the release its pointer names", async () => {
    const kit = await deployedSite(site).shellKit();
    expect(kit.sharedModules).toEqual({ react: { name: "the shell's react" } });
  });

  it("loads a remote's page from the release its manifest names, with the shell's modules", async () => {
    const source = deployedSite(site);
    const release = await source.remote('forms', await source.shellKit());
    expect(release.basePath).toBe('/remotes/forms/releases/r7/');
    expect(await release.loadPage('ContactPage')).toMatchObject({
      react: "the shell's react",
      image: '/remotes/forms/releases/r7/assets/cat.svg',
    });
    // A prerendered page carries the page's sheets from the same release.
    expect(await release.readStyleSheet('contact.0a1b2c3d4e5f.css')).toBe('.contact{margin:0}');
  });

  it('takes a published release instead of the one served when one is named (a rollback)', async () => {
    const source = deployedSite(site, { shell: 'v1', forms: 'r6' });
    const kit = await source.shellKit();
    expect(kit.sharedModules).toEqual({ react: { name: 'release v1' } });
    const release = await source.remote('forms', kit);
    expect(release.basePath).toBe('/remotes/forms/releases/r6/');
    expect(await release.loadPage('ContactPage')).toMatchObject({ react: 'release v1' });
  });

  it('says which section is not deployed yet', async () => {
    const source = deployedSite(site);
    await expect(source.remote('blogGallery', await source.shellKit())).rejects.toThrow(
      NotDeployedError,
    );
  });
});

describe('localBuilds', () => {
  it("loads a remote's page from its dist/, under the release path a deploy gives it", async () => {
    const repo = fs.mkdtempSync(path.join(os.tmpdir(), 'local-builds-'));
    writeFiles(repo, {
      'shell/dist/server/prerender.js': kitCode,
      'mf-forms/dist/mf-manifest.json': manifest('auto'),
      'mf-forms/dist/server/ContactPage.js': pageCode,
    });
    const kit: PrerenderKit = await localBuilds(repo).shellKit();
    const local = await localBuilds(repo).remote('forms', kit);
    expect(local.basePath).toBe('/remotes/forms/');
    const release = await localBuilds(repo, { forms: '/remotes/forms/releases/r8/' }).remote(
      'forms',
      kit,
    );
    expect(await release.loadPage('ContactPage')).toMatchObject({
      image: '/remotes/forms/releases/r8/assets/cat.svg',
    });
  });

  it('says which build is missing', async () => {
    const repo = fs.mkdtempSync(path.join(os.tmpdir(), 'local-builds-'));
    await expect(localBuilds(repo).shellKit()).rejects.toThrow(
      /shell\/dist\/server\/prerender\.js is missing: build the shell first/,
    );
  });
});
