// The cost allocation tags every stack carries, so the bill (once the tags are activated in the
// billing console) and each stage's budget can tell the stages apart.
import { Tags, type Stack } from 'aws-cdk-lib';
import type { Stage } from 'release';

/** The project's tag value. */
const PROJECT_TAG = 'cats-about-town';

/** The cost allocation tags of a stage's resources. */
function costTags(stage: Stage | 'shared'): Record<string, string> {
  return { project: PROJECT_TAG, stage };
}

/**
 * Tags every resource of `stack` with the stage's cost allocation tags, and the stack itself (a
 * new app's flags want stack tags set explicitly; CloudFormation gives them to every resource it
 * creates, those CDK does not tag included).
 */
export function tagForCosts(stack: Stack, stage: Stage | 'shared'): void {
  for (const [key, value] of Object.entries(costTags(stage))) {
    Tags.of(stack).add(key, value);
    stack.tags.setTag(key, value);
  }
}
