// The stage a synth is for. Each stage is a whole copy of the site (its own stacks, bucket,
// distribution, API and parameters), so a release goes through `staging` before `prod`.
import type { Node } from 'constructs';

import { SiteConfigError } from './site-config';

/** Every stage, in the order a release goes through them. */
export const stages = ['staging', 'prod'] as const;

/** A stage of the site. */
export type Stage = (typeof stages)[number];

/** Whether `value` names a stage. */
export function isStage(value: unknown): value is Stage {
  return (stages as readonly unknown[]).includes(value);
}

/** Reads `-c stage=<staging|prod>`, which every synth needs: no stage is assumed. */
export function readStage(node: Node): Stage {
  const value: unknown = node.tryGetContext('stage');
  if (isStage(value)) return value;
  const given = typeof value === 'string' && value !== '' ? `"${value}" is not a stage; ` : '';
  throw new SiteConfigError(`${given}"stage" is required: -c stage=<${stages.join('|')}>.`);
}
