// The stage a synth is for, read from the CDK context. The stages themselves belong to the release
// model (the `release` package).
import type { Node } from 'constructs';
import { isStage, stages, type Stage } from 'release';

import { SiteConfigError } from './site-config';

/** Reads `-c stage=<staging|prod>`, which every synth needs: no stage is assumed. */
export function readStage(node: Node): Stage {
  const value: unknown = node.tryGetContext('stage');
  if (isStage(value)) return value;
  const given = typeof value === 'string' && value !== '' ? `"${value}" is not a stage; ` : '';
  throw new SiteConfigError(`${given}"stage" is required: -c stage=<${stages.join('|')}>.`);
}
