import * as fs from 'node:fs';
import * as path from 'node:path';

import * as iam from 'aws-cdk-lib/aws-iam';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { releasePath, releasesPrefix, type SectionDefinition } from 'release';
import {
  cacheControl,
  HASHED_FILE_GLOB,
  SHELL_RELEASE_POINTER,
  shellBuildField,
  type ShellReleasePointer,
} from 'shared-types';

/** Props of {@link SectionDeployment}. */
export interface SectionDeploymentProps {
  /** Which front-end package is shipped, and to which prefix. */
  readonly section: SectionDefinition;
  /** The release's version: the name of its folder. */
  readonly version: string;
  /** Its production build (the package's `dist/`, prerendered). */
  readonly sourceDir: string;
  /** The site bucket. */
  readonly bucket: s3.IBucket;
  /** Memory of the upload function in MB; more memory unzips faster. @default 512 */
  readonly memoryLimit?: number;
}

/**
 * The site bucket as one section's uploads see it. aws-s3-deployment grants its upload function
 * read and write on the whole destination bucket; through this view the grant covers only the
 * section's own keys: `remotes/<dir>/*` for a remote; for the shell, whose files sit at the
 * root, every key with writes and deletes under `remotes/` denied.
 */
export function sectionScopedBucket(bucket: s3.IBucket, section: SectionDefinition): s3.IBucket {
  const scoped = Object.create(bucket) as s3.IBucket;
  scoped.grantReadWrite = (identity: iam.IGrantable) => {
    if (section.keyPrefix !== '') return bucket.grantReadWrite(identity, `${section.keyPrefix}/*`);
    identity.grantPrincipal.addToPrincipalPolicy(
      new iam.PolicyStatement({
        effect: iam.Effect.DENY,
        actions: ['s3:PutObject*', 's3:DeleteObject*', 's3:Abort*'],
        resources: [bucket.arnForObjects('remotes/*')],
      }),
    );
    return bucket.grantReadWrite(identity, '*');
  };
  return scoped;
}

/**
 * The role and log group of aws-s3-deployment's upload function. Its default role carries
 * AWSLambdaBasicExecutionRole, which may write every log group of the account; this one writes
 * only the function's own log group (decision 052), and the deployments add their bucket grants
 * to it. Every upload of a stack runs in the same function, so one pair serves them all.
 */
export function uploadFunctionIdentity(
  scope: Construct,
  ids: { readonly logGroup: string; readonly role: string },
): Required<Pick<s3deploy.BucketDeploymentProps, 'role' | 'logGroup'>> {
  const logGroup = new logs.LogGroup(scope, ids.logGroup, {
    retention: logs.RetentionDays.ONE_MONTH,
  });
  const role = new iam.Role(scope, ids.role, {
    assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
    description: 'Uploads a release of one section to the site bucket',
  });
  logGroup.grantWrite(role);
  return { role, logGroup };
}

/** The release's record (`npm run release` writes it into the build): published in its folder. */
const RELEASE_RECORD = 'release.json';

/** Files of a build that are never uploaded (patterns as `.gitignore` reads them). */
const UNPUBLISHED_FILES = ['*.map', 'mf-stats.json'] as const;

/**
 * A remote's manifest as its release publishes it: naming the release's folder as its public
 * path, so the shell loads the remote's entry and chunks from there when the pointer (a copy of
 * this manifest) names the release.
 */
export function releaseManifest(sourceDir: string, publicPath: string): Record<string, unknown> {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(sourceDir, 'mf-manifest.json'), 'utf8'),
  ) as { metaData?: Record<string, unknown> } & Record<string, unknown>;
  return { ...manifest, metaData: { ...manifest.metaData, publicPath } };
}

/**
 * Publishes one build as a release of its section: a remote's whole build under
 * `<prefix>/releases/<version>/`, immutable, with its manifest naming that folder; the shell's
 * entry points, pages and Node build under `releases/<version>/`, immutable, with the
 * `shell-release.json` that names it, and its other files at the root (every release's pages name
 * them there), with the site's cache rules.
 * Nothing is pruned or overwritten: the site keeps serving the release its pointer names until
 * the pointer switches (ReleasePointer).
 */
export class SectionDeployment extends Construct {
  /** Uploads the release's folder. */
  public readonly release: s3deploy.BucketDeployment;
  /** Uploads the shell's content-hashed files to the root (the shell only). */
  public readonly assets?: s3deploy.BucketDeployment;
  /** Uploads the shell's other files outside its release folder to the root (the shell only). */
  public readonly otherFiles?: s3deploy.BucketDeployment;

  constructor(scope: Construct, id: string, props: SectionDeploymentProps) {
    super(scope, id);

    const { section, version, sourceDir } = props;
    const folder = releasePath(section, version);
    const uploadFunction = uploadFunctionIdentity(this, {
      logGroup: 'UploadLogs',
      role: 'UploadRole',
    });
    // Source maps and the federation stats stay build artifacts: they name every source file and
    // are never uploaded.
    const common = {
      destinationBucket: props.bucket,
      prune: false,
      retainOnDelete: true,
      memoryLimit: props.memoryLimit ?? 512,
      ...uploadFunction,
      cacheControl: [s3deploy.CacheControl.fromString(cacheControl.immutable)],
    } satisfies Partial<s3deploy.BucketDeploymentProps>;

    if (section.releaseFiles === 'all') {
      this.release = new s3deploy.BucketDeployment(this, 'Release', {
        ...common,
        sources: [
          s3deploy.Source.asset(sourceDir, { exclude: ['mf-manifest.json', ...UNPUBLISHED_FILES] }),
          s3deploy.Source.jsonData('mf-manifest.json', releaseManifest(sourceDir, folder)),
        ],
        destinationKeyPrefix: `${releasesPrefix(section)}${version}`,
      });
      return;
    }

    // The shell's files outside the release folder, at the root: the content-hashed ones
    // immutable, the others (icons, link-preview pictures) for an hour. `aws s3 sync` filters:
    // later ones win.
    const source = s3deploy.Source.asset(sourceDir, { exclude: [...UNPUBLISHED_FILES] });
    const destinationKeyPrefix = section.keyPrefix === '' ? undefined : section.keyPrefix;
    this.assets = new s3deploy.BucketDeployment(this, 'Assets', {
      ...common,
      sources: [source],
      destinationKeyPrefix,
      exclude: ['*'],
      include: [HASHED_FILE_GLOB],
    });
    this.otherFiles = new s3deploy.BucketDeployment(this, 'OtherFiles', {
      ...common,
      sources: [source],
      destinationKeyPrefix,
      exclude: [...section.releaseFiles, RELEASE_RECORD, HASHED_FILE_GLOB],
      cacheControl: [s3deploy.CacheControl.fromString(cacheControl.short)],
    });
    const indexHtml = path.join(sourceDir, 'index.html');
    const pointer: ShellReleasePointer = {
      version,
      path: folder,
      ...shellBuildField(fs.existsSync(indexHtml) ? fs.readFileSync(indexHtml, 'utf8') : ''),
    };
    this.release = new s3deploy.BucketDeployment(this, 'Release', {
      ...common,
      sources: [source, s3deploy.Source.jsonData(SHELL_RELEASE_POINTER, pointer)],
      destinationKeyPrefix: `${releasesPrefix(section)}${version}`,
      exclude: ['*'],
      include: [...section.releaseFiles, RELEASE_RECORD],
    });
    this.release.node.addDependency(this.assets, this.otherFiles);
  }
}
