// Builds the two CDK apps the way bin/app.ts and bin/deploy-section.ts do, with test context,
// optional Lambda bundling and fake front-end builds in temporary directories.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

import { App, type Environment } from 'aws-cdk-lib';
import { sectionStackName, withContractMajor } from 'release';
import type { Stage, SectionDefinition } from 'release';

import { readSiteConfig, type SiteConfig } from '../../lib/config/site-config';
import { AccountStack } from '../../lib/stacks/account-stack';
import { ApiStack } from '../../lib/stacks/api-stack';
import { SectionDeployStack } from '../../lib/stacks/section-deploy-stack';
import { SiteStack } from '../../lib/stacks/site-stack';
import { WafStack } from '../../lib/stacks/waf-stack';

/**
 * The context of cdk.json (the feature flags of a new app among it), which the CLI gives every
 * synth: the tests build the templates that ship.
 */
export const cdkJsonContext = (
  JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'cdk.json'), 'utf8')) as {
    context: Record<string, unknown>;
  }
).context;

/** Context values every site test starts from (reserved .example domains). */
export const baseContext = {
  mailSender: 'hello@catsabouttown.example',
  mailRecipient: 'team@catsabouttown.example',
};

/** The stacks of one site app. */
export interface SiteApp {
  readonly app: App;
  readonly config: SiteConfig;
  readonly account: AccountStack;
  readonly api: ApiStack;
  readonly site: SiteStack;
  readonly waf?: WafStack;
}

/** Options of {@link buildSiteApp}. */
export interface SiteAppOptions {
  /** Extra or overriding context values. */
  readonly context?: Record<string, unknown>;
  /** Environment of the API and site stacks. @default - environment-agnostic */
  readonly env?: Environment;
  /** Run esbuild for the Lambdas (slower). @default false */
  readonly bundle?: boolean;
  /** The stage. @default 'prod' */
  readonly stage?: Stage;
  /** The account given the read-only role on the releases (staging's: prod's). @default none */
  readonly releaseReaderAccount?: string;
}

/** The site app of bin/app.ts, with test context. */
export function buildSiteApp(options: SiteAppOptions = {}): SiteApp {
  const app = new App({
    context: {
      ...cdkJsonContext,
      ...baseContext,
      // An empty list skips asset bundling for every stack.
      'aws:cdk:bundling-stacks': options.bundle ? ['**'] : [],
      // The distribution can reference the us-east-1 web ACL only from a stack with a region, so
      // an environment-agnostic test app leaves the WAF out unless the test asks for it.
      ...(options.env === undefined ? { enableWaf: false } : {}),
      ...options.context,
    },
  });
  const config = readSiteConfig(app.node);
  const env = options.env;
  const account = new AccountStack(app, 'TestAccount', {
    env,
    senderIdentities: [{ identity: config.sesSenderIdentity, hostedZone: config.hostedZone }],
  });
  const api = new ApiStack(app, 'TestApi', { env, stage: options.stage ?? 'prod', mail: config });
  api.addStackDependency(account);
  const waf = config.enableWaf
    ? new WafStack(app, 'TestWaf', {
        env: { account: env?.account, region: 'us-east-1' },
        crossRegionReferences: true,
        siteRateLimit: config.wafRateLimit,
      })
    : undefined;
  const site = new SiteStack(app, 'TestSite', {
    env,
    stage: options.stage ?? 'prod',
    crossRegionReferences: config.enableWaf,
    site: config,
    api: api.api,
    alarmTopic: api.monitoring.topic,
    webAclArn: waf?.webAclArn,
    releaseReaderAccount: options.releaseReaderAccount,
  });
  return { app, config, account, api, site, waf };
}

/** The version the tests publish. */
export const TEST_VERSION = '20261123-101500-abc1234';

/** A temporary build of `section`, prerendered: what its release publishes. */
export function makeFakeBuild(
  section: SectionDefinition,
  claims: readonly { path: string; page: string; title: string }[] = [],
): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `infra-${section.name}-`));
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  };
  if (section.name === 'shell') {
    write('index.html', '<!doctype html><title>Site</title><div id="root"></div>\n');
    write('sw.js', '/* service worker */\n');
    write('server/prerender.js', 'module.exports = {};\n');
    write('pages/index.html', '<!doctype html><title>Home</title>\n');
  } else {
    write(
      'mf-manifest.json',
      JSON.stringify({ name: section.name, metaData: { publicPath: 'auto' }, exposes: [] }),
    );
    write('remoteEntry.js', 'var remote = {};\n');
    write('server/Page.js', 'module.exports = {};\n');
    write('pages/page.html', '<!doctype html><title>Page</title>\n');
  }
  write('routes.json', JSON.stringify({ section: section.name, routes: claims }));
  write('main.3f9a2c1b.js', 'console.log(1);\n');
  // Build artifacts that must never be uploaded.
  write('main.3f9a2c1b.js.map', '{"sources":["main.ts"]}\n');
  write('mf-stats.json', '{}\n');
  write('main.77aa01ff.css', 'body{}\n');
  write('images/cat.0badc0de.webp', 'webp');
  write('images/chunk.0badc0de.js.map', '{}');
  return dir;
}

/** What a deploy app test asks for. */
export interface SectionAppOptions {
  readonly env?: Environment;
  /** @default 'prod' */
  readonly stage?: Stage;
  /** A rollback to this version instead of a deploy of a fake build. */
  readonly rollback?: { readonly version: string; readonly pagesDir?: string };
  /** The release the site keeps serving while the build is published (a canary's). */
  readonly serve?: string;
  /** The contract major its release was built for, whose manifest pointer it takes. @default 1 */
  readonly contractMajor?: number;
  /** The routes the fake build claims (its `routes.json`). @default none */
  readonly claims?: readonly { path: string; page: string; title: string }[];
}

/** A deploy app holding one section's stack, as `-c stage=<stage> -c section=<name>` gives. */
export function buildSectionApp(
  section: SectionDefinition,
  options: SectionAppOptions = {},
): { app: App; stack: SectionDeployStack; sourceDir?: string } {
  // An empty list skips bundling the release pointer's function (the CLI synth test bundles it).
  const app = new App({ context: { ...cdkJsonContext, 'aws:cdk:bundling-stacks': [] } });
  const stage = options.stage ?? 'prod';
  const sourceDir = options.rollback ? undefined : makeFakeBuild(section, options.claims);
  const stack = new SectionDeployStack(app, sectionStackName(section, stage), {
    env: options.env,
    section: withContractMajor(section, options.contractMajor),
    stage,
    release: options.rollback
      ? { kind: 'rollback', ...options.rollback }
      : {
          kind: 'deploy',
          version: TEST_VERSION,
          sourceDir: sourceDir!,
          serve: options.serve ?? TEST_VERSION,
        },
  });
  return { app, stack, sourceDir };
}
