// The HTTP smoke of a composed stage, the fast first gate right after a pointer moved: every
// page of the site answers 200 with its prerendered markup; each remote route's page was rendered
// from the build its served manifest names and shows no error fallback; every script and style
// sheet the pages name, each remote's entry and its pages' chunks answer 200; and one contact
// message sent through the stage's API reaches the mail store. It sees the site as a visitor
// outside any canary does.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

import {
  apiPaths,
  formTokenTiming,
  PRERENDERED_BUILDS_META,
  remoteNames,
  remoteOf,
  sitePages,
  type FormTokenResponse,
  type RemoteName,
} from 'shared-types';
import { remoteBuildOf } from 'site-rules';

import { STABLE_VISITOR_COOKIE } from '../model/canary-pointer';
import type { SmokeResult } from '../model/release-record';
import type { StageSmoke } from '../pipeline/pipeline';
import { servedManifestPath } from '../pipeline/site';

/** What the smoke is pointed at. */
export interface SmokeTarget {
  /** The stage's site. */
  readonly siteUrl: string;
  /**
   * The SES emulator's address, whose `/store` lists the mail sent: the message must arrive
   * there. Without it (an AWS stage) the API's acceptance of the message is what is checked.
   */
  readonly sesUrl?: string;
  /**
   * The remotes the stage serves: a remote not released there yet is not checked, nor are its
   * routes. @default every remote
   */
  readonly remotes?: readonly RemoteName[];
  /** How long the contact message may take to arrive. @default 15000 */
  readonly mailTimeoutMs?: number;
  /**
   * A remote just switched, and the page addresses its release claims: its pages are checked at
   * these (a page it added among them) instead of at the route list's. @default none
   */
  readonly switched?: { readonly remote: RemoteName; readonly pages: readonly string[] };
}

/** The error fallback a remote route shows when its section does not load. */
const FALLBACK_MARKER = 'error-fallback-title';

function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The builds a prerendered page names in its head, by remote. */
export function prerenderedBuilds(html: string): Record<string, string> {
  const tag = new RegExp(`<meta[^>]*name="${PRERENDERED_BUILDS_META}"[^>]*>`).exec(html)?.[0];
  const content = tag && /content="([^"]*)"/.exec(tag)?.[1];
  if (!content) return {};
  try {
    return JSON.parse(decodeEntities(content)) as Record<string, string>;
  } catch {
    return {};
  }
}

/** Same-origin scripts, module preloads and style sheets a page names. */
export function pageAssets(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const tag = match[0];
    if (tag.startsWith('<link') && !/rel="(?:stylesheet|modulepreload|preload)"/.test(tag))
      continue;
    const url = /(?:src|href)="(\/[^"/][^"]*)"/.exec(tag)?.[1];
    if (url) urls.add(decodeEntities(url));
  }
  return [...urls];
}

interface Manifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

/** Runs the smoke against a stage. */
export async function smokeStage(target: SmokeTarget): Promise<SmokeResult> {
  const failures: string[] = [];
  let checked = 0;
  const site = new URL(target.siteUrl);
  const get = async (urlPath: string) => {
    checked += 1;
    try {
      const response = await fetch(new URL(urlPath, site), {
        headers: { Accept: '*/*', Cookie: STABLE_VISITOR_COOKIE },
      });
      return { status: response.status, text: await response.text() };
    } catch (error) {
      return { status: 0, text: String(error) };
    }
  };

  const builds: Partial<Record<RemoteName, string>> = {};
  const assets = new Set<string>();
  const served = new Set(target.remotes ?? remoteNames);
  for (const name of remoteNames.filter((remote) => served.has(remote))) {
    const manifestPath = await servedManifestPath(target.siteUrl, name);
    const answer = await get(manifestPath);
    if (answer.status !== 200) {
      failures.push(`${manifestPath} answered ${answer.status}`);
      continue;
    }
    const manifest = JSON.parse(answer.text) as Manifest;
    builds[name] = remoteBuildOf(manifest);
    const base = manifest.metaData?.publicPath ?? '';
    const entry = manifest.metaData?.remoteEntry;
    if (entry?.name) assets.add(`${base}${entry.path ?? ''}${entry.name}`);
    for (const exposed of manifest.exposes ?? []) {
      for (const file of [
        ...(exposed.assets?.js?.sync ?? []),
        ...(exposed.assets?.css?.sync ?? []),
      ]) {
        assets.add(`${base}${file}`);
      }
    }
  }

  const switched = target.switched;
  const pages: { url: string; remote?: RemoteName }[] = [
    ...sitePages.flatMap((page) => {
      if (page.route.owner === 'shell') return [{ url: page.url }];
      const remote = remoteOf(page.route.owner);
      if (!served.has(remote)) return [];
      if (switched?.remote === remote && !switched.pages.includes(page.route.path)) return [];
      return [{ url: page.url, remote }];
    }),
    ...(switched?.pages ?? [])
      .filter((path) => !sitePages.some((page) => page.route.path === path))
      .map((url) => ({ url, remote: switched!.remote })),
  ];
  for (const page of pages) {
    const answer = await get(page.url);
    if (answer.status !== 200) {
      failures.push(`${page.url} answered ${answer.status}`);
      continue;
    }
    if (!answer.text.includes('data-prerendered=')) {
      failures.push(`${page.url} is not its prerendered page`);
    }
    if (answer.text.includes(FALLBACK_MARKER))
      failures.push(`${page.url} shows the error fallback`);
    if (page.remote !== undefined) {
      const remote = page.remote;
      const rendered = prerenderedBuilds(answer.text)[remote];
      if (rendered === undefined) {
        failures.push(`${page.url} does not render the ${remote} section`);
      } else if (builds[remote] !== undefined && rendered !== builds[remote]) {
        failures.push(
          `${page.url} was rendered from ${remote} build ${rendered}, the site serves ${builds[remote]}`,
        );
      }
    }
    for (const asset of pageAssets(answer.text)) assets.add(asset);
  }

  for (const asset of [...assets].sort()) {
    const answer = await get(asset);
    if (answer.status !== 200) failures.push(`${asset} answered ${answer.status}`);
  }

  const mail = await sendContactMessage(target);
  if (mail) failures.push(mail);
  return { passed: failures.length === 0, checked, failures };
}

interface StoredEmail {
  body?: { text?: string };
}

/** Sends one contact message through the stage's API; a failure's sentence, or undefined. */
async function sendContactMessage(target: SmokeTarget): Promise<string | undefined> {
  const marker = `Release smoke ${randomUUID()}`;
  const api = (path: string) => new URL(path, target.siteUrl);
  try {
    const { token } = (await (await fetch(api(apiPaths.formToken))).json()) as FormTokenResponse;
    await sleep(formTokenTiming.minFillMs + 100);
    const response = await fetch(api(apiPaths.contact), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: new URL(target.siteUrl).origin },
      body: JSON.stringify({
        name: 'Release Smoke',
        email: 'smoke@example.com',
        honeypot: '',
        message: marker,
        formToken: token,
      }),
    });
    if (response.status !== 200) {
      return `the contact form's message was answered ${response.status}: ${await response.text()}`;
    }
    if (target.sesUrl === undefined) return undefined;
    const deadline = Date.now() + (target.mailTimeoutMs ?? 15000);
    while (Date.now() < deadline) {
      const store = (await (await fetch(`${target.sesUrl}/store`)).json()) as {
        emails?: StoredEmail[];
      };
      if (store.emails?.some((email) => email.body?.text?.includes(marker))) return undefined;
      await sleep(250);
    }
    return `the contact message did not reach the mail store ${target.sesUrl}/store`;
  } catch (error) {
    return `the contact message could not be sent: ${String(error)}`;
  }
}

/** The HTTP smoke as a step of the pipeline: the stage's served remotes, its mail store. */
export function httpSmoke(options: { mailTimeoutMs?: number } = {}): StageSmoke {
  return {
    name: 'HTTP smoke',
    run: (context) =>
      smokeStage({
        siteUrl: context.siteUrl,
        sesUrl: context.mailStore,
        remotes: context.remotes,
        mailTimeoutMs: options.mailTimeoutMs,
        ...(context.section !== 'shell' && context.pages
          ? { switched: { remote: context.section, pages: context.pages } }
          : {}),
      }),
  };
}
