import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { cacheControl, HASHED_FILE_GLOB } from 'shared-types';

import { entryPointPaths, type SectionDefinition } from '../config/sections';

/** Props of {@link SectionDeployment}. */
export interface SectionDeploymentProps {
  /** Which front-end package is shipped, and to which prefix. */
  readonly section: SectionDefinition;
  /** Its production build (the package's `dist/`). */
  readonly sourceDir: string;
  /** The site bucket. */
  readonly bucket: s3.IBucket;
  /** The site distribution, whose cached entry points are invalidated. */
  readonly distribution: cloudfront.IDistribution;
  /** Memory of the upload function in MB; more memory unzips faster. @default 512 */
  readonly memoryLimit?: number;
}

/** Files of a build that are never uploaded (patterns as `.gitignore` reads them). */
export const UNPUBLISHED_FILES = ['*.map', 'mf-stats.json'] as const;

/**
 * Ships one front-end build with the site's cache rules (shared-types' cache-rules), in order:
 * the content-hashed files, marked immutable, and the other files that are not entry points
 * (icons, link-preview pictures), cached for an hour; then the entry points, marked no-cache,
 * which makes the release live. Nothing is pruned, so tabs still running the previous release keep
 * finding its hashed files, and only the entry points are invalidated (hashed names are new by
 * construction).
 */
export class SectionDeployment extends Construct {
  /** Uploads the content-hashed files. */
  public readonly assets: s3deploy.BucketDeployment;
  /** Uploads the files that are neither hashed nor entry points. */
  public readonly otherFiles: s3deploy.BucketDeployment;
  /** Uploads the entry points, after the other two. */
  public readonly entryPoints: s3deploy.BucketDeployment;

  constructor(scope: Construct, id: string, props: SectionDeploymentProps) {
    super(scope, id);

    const { section } = props;
    // One asset for both steps; the sync filters pick what each step writes. Source maps and the
    // federation stats stay build artifacts: they name every source file and are never uploaded.
    const source = s3deploy.Source.asset(props.sourceDir, { exclude: [...UNPUBLISHED_FILES] });
    const destinationKeyPrefix = section.keyPrefix === '' ? undefined : section.keyPrefix;
    const entryFiles = [...section.entryPoints];
    const logGroup = new logs.LogGroup(this, 'UploadLogs', {
      retention: logs.RetentionDays.ONE_MONTH,
    });
    const common = {
      sources: [source],
      destinationBucket: props.bucket,
      destinationKeyPrefix,
      prune: false,
      retainOnDelete: true,
      memoryLimit: props.memoryLimit ?? 512,
      logGroup,
    } satisfies Partial<s3deploy.BucketDeploymentProps>;

    // The filters are `aws s3 sync` globs: later ones win. No entry point has a hashed name.
    this.assets = new s3deploy.BucketDeployment(this, 'Assets', {
      ...common,
      exclude: ['*'],
      include: [HASHED_FILE_GLOB],
      cacheControl: [s3deploy.CacheControl.fromString(cacheControl.immutable)],
    });

    this.otherFiles = new s3deploy.BucketDeployment(this, 'OtherFiles', {
      ...common,
      exclude: [...entryFiles, HASHED_FILE_GLOB],
      cacheControl: [s3deploy.CacheControl.fromString(cacheControl.short)],
    });

    this.entryPoints = new s3deploy.BucketDeployment(this, 'EntryPoints', {
      ...common,
      exclude: ['*'],
      include: entryFiles,
      cacheControl: [s3deploy.CacheControl.fromString(cacheControl.revalidate)],
      distribution: props.distribution,
      distributionPaths: entryPointPaths(section),
      waitForDistributionInvalidation: true,
    });
    this.entryPoints.node.addDependency(this.assets, this.otherFiles);
  }
}
