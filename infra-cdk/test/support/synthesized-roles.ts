// Reads the IAM roles of synthesized templates the way AWS would hold them once deployed: every
// policy attached to a role (inline, AWS::IAM::Policy, customer- and AWS-managed), with every
// CloudFormation intrinsic resolved to the concrete name or ARN it stands for in the test's account
// and region, so that a policy evaluator sees the ARNs a request would carry.
import { createHash } from 'node:crypto';

import managedPolicies from './aws-managed-policies.json';

/** A CloudFormation template as the synthesizer writes it. */
export interface TemplateJson {
  readonly Resources: Record<string, TemplateResource>;
  readonly Parameters?: Record<string, { Type: string; Default?: string }>;
  readonly Outputs?: Record<string, { Value: unknown; Export?: { Name: unknown } }>;
  readonly Conditions?: Record<string, unknown>;
  readonly Mappings?: Record<string, Record<string, Record<string, unknown>>>;
}

interface TemplateResource {
  readonly Type: string;
  readonly Properties?: Record<string, unknown>;
}

/** One synthesized stack, with the environment it deploys to. */
export interface SynthesizedStack {
  /** Names the stack in findings: its stack name, or more where one app holds variants. */
  readonly label: string;
  readonly stackName: string;
  readonly account: string;
  readonly region: string;
  readonly template: TemplateJson;
}

/** A policy document, its intrinsics resolved. */
export interface PolicyDocument {
  readonly Version?: string;
  readonly Statement: Record<string, unknown>[];
}

/** A role of a synthesized stack, as deployed. */
export interface SynthesizedRole {
  /** `<stack label>/<logical id>`. */
  readonly label: string;
  readonly stack: SynthesizedStack;
  readonly logicalId: string;
  readonly name: string;
  readonly arn: string;
  /** Every identity policy attached to it. */
  readonly policies: { readonly name: string; readonly document: PolicyDocument }[];
  /** The log groups its functions write (a Lambda function's or a canary's). */
  readonly functionLogGroups: string[];
}

const PARTITION = 'aws';

/** Why a value of the template cannot be resolved: the resolver is missing a case. */
class UnresolvableError extends Error {}

/**
 * The stacks of one or more apps, read together: a deploy stack's SSM parameters resolve to the
 * values the site stack publishes, an import to its export, a cross-region reference to its
 * writer's value.
 */
export class SynthesizedWorld {
  private readonly parameters = new Map<string, { stack: SynthesizedStack; value: unknown }>();
  private readonly exports = new Map<string, { stack: SynthesizedStack; value: unknown }>();
  private readonly regionalExports = new Map<string, { stack: SynthesizedStack; value: unknown }>();

  constructor(public readonly stacks: readonly SynthesizedStack[]) {
    for (const stack of stacks) {
      for (const [id, resource] of Object.entries(stack.template.Resources)) {
        const properties = resource.Properties ?? {};
        if (resource.Type === 'AWS::SSM::Parameter') {
          const name = this.resolve(stack, properties.Name ?? this.physicalName(stack, id));
          this.parameters.set(`${stack.account}/${stack.region}/${String(name)}`, {
            stack,
            value: properties.Value,
          });
        }
        if (resource.Type === 'Custom::CrossRegionExportWriter') {
          const writer = properties.WriterProps as { region: unknown; exports: object };
          for (const [name, value] of Object.entries(writer.exports)) {
            this.regionalExports.set(`${String(this.resolve(stack, writer.region))}${name}`, {
              stack,
              value,
            });
          }
        }
      }
      for (const output of Object.values(stack.template.Outputs ?? {})) {
        if (output.Export === undefined) continue;
        const name = String(this.resolve(stack, output.Export.Name));
        this.exports.set(`${stack.account}/${stack.region}/${name}`, {
          stack,
          value: output.Value,
        });
      }
    }
  }

  /** The value of the SSM parameter `name` a stack of the account and region publishes. */
  parameter(account: string, region: string, name: string): string {
    const published = this.parameters.get(`${account}/${region}/${name}`);
    if (!published)
      throw new UnresolvableError(`No stack publishes ${name} in ${account}/${region}.`);
    return String(this.resolve(published.stack, published.value));
  }

  /** Every role of every stack, with its policies and its functions' log groups. */
  roles(): SynthesizedRole[] {
    const roles: SynthesizedRole[] = [];
    for (const stack of this.stacks) {
      const resources = Object.entries(stack.template.Resources);
      for (const [logicalId, resource] of resources) {
        if (resource.Type !== 'AWS::IAM::Role') continue;
        const name = String(this.ref(stack, logicalId));
        const arn = String(this.getAtt(stack, logicalId, 'Arn'));
        const properties = resource.Properties ?? {};
        const policies: SynthesizedRole['policies'][number][] = [];
        for (const inline of (properties.Policies ?? []) as Record<string, unknown>[]) {
          policies.push({
            name: String(inline.PolicyName),
            document: this.resolve(stack, inline.PolicyDocument) as PolicyDocument,
          });
        }
        for (const managedArn of (this.resolve(stack, properties.ManagedPolicyArns ?? []) ??
          []) as string[]) {
          policies.push({ name: managedArn, document: this.managedPolicy(stack, managedArn) });
        }
        for (const [policyId, policy] of resources) {
          if (policy.Type !== 'AWS::IAM::Policy' && policy.Type !== 'AWS::IAM::ManagedPolicy') {
            continue;
          }
          const attachedTo = this.resolve(stack, policy.Properties?.Roles ?? []) as string[];
          if (!attachedTo.includes(name)) continue;
          policies.push({
            name: `${stack.label}/${policyId}`,
            document: this.resolve(stack, policy.Properties!.PolicyDocument) as PolicyDocument,
          });
        }
        roles.push({
          label: `${stack.label}/${logicalId}`,
          stack,
          logicalId,
          name,
          arn,
          policies,
          functionLogGroups: this.functionLogGroups(stack, arn),
        });
      }
    }
    return roles;
  }

  /** The log groups the functions (and canaries) running with the role `roleArn` write. */
  private functionLogGroups(stack: SynthesizedStack, roleArn: string): string[] {
    const groups: string[] = [];
    for (const [id, resource] of Object.entries(stack.template.Resources)) {
      const properties = resource.Properties ?? {};
      if (resource.Type === 'AWS::Lambda::Function') {
        if (this.resolve(stack, properties.Role) !== roleArn) continue;
        const logging = properties.LoggingConfig as { LogGroup?: unknown } | undefined;
        groups.push(
          logging?.LogGroup !== undefined
            ? String(this.resolve(stack, logging.LogGroup))
            : `/aws/lambda/${String(this.ref(stack, id))}`,
        );
      }
      if (resource.Type === 'AWS::Synthetics::Canary') {
        if (this.resolve(stack, properties.ExecutionRoleArn) !== roleArn) continue;
        // Synthetics names the canary's function, and so its log group, cwsyn-<name>-<uuid>.
        groups.push(
          `/aws/lambda/cwsyn-${String(this.ref(stack, id))}-0f1e2d3c-4b5a-6978-8899-aabbccddeeff`,
        );
      }
    }
    return groups;
  }

  /** The document of a managed policy: one of the app's, or an AWS-managed one kept offline. */
  private managedPolicy(stack: SynthesizedStack, arn: string): PolicyDocument {
    const awsManaged = `arn:${PARTITION}:iam::aws:policy/`;
    if (arn.startsWith(awsManaged)) {
      const known = (managedPolicies.policies as Record<string, { document: PolicyDocument }>)[
        arn.slice(awsManaged.length)
      ];
      if (known === undefined) {
        throw new UnresolvableError(
          `${arn} is attached in ${stack.label}, but its document is not in ` +
            'test/support/aws-managed-policies.json: add the version AWS publishes.',
        );
      }
      return known.document;
    }
    for (const [id, resource] of Object.entries(stack.template.Resources)) {
      if (resource.Type === 'AWS::IAM::ManagedPolicy' && this.ref(stack, id) === arn) {
        return this.resolve(stack, resource.Properties!.PolicyDocument) as PolicyDocument;
      }
    }
    throw new UnresolvableError(`The managed policy ${arn} of ${stack.label} is not in the app.`);
  }

  /** A value of `stack`'s template with every intrinsic function resolved. */
  resolve(stack: SynthesizedStack, value: unknown): unknown {
    if (Array.isArray(value)) {
      return value.map((item) => this.resolve(stack, item)).filter((item) => item !== NO_VALUE);
    }
    if (value === null || typeof value !== 'object') return value;
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 1) {
      const [[key, argument]] = entries as [[string, unknown]];
      const intrinsic = this.intrinsic(stack, key, argument);
      if (intrinsic !== NOT_INTRINSIC) return intrinsic;
    }
    return Object.fromEntries(
      entries
        .map(([key, item]) => [key, this.resolve(stack, item)] as const)
        .filter(([, item]) => item !== NO_VALUE),
    );
  }

  private intrinsic(stack: SynthesizedStack, key: string, argument: unknown): unknown {
    const args = argument as unknown[];
    switch (key) {
      case 'Ref':
        return this.ref(stack, argument as string);
      case 'Fn::GetAtt': {
        const [id, attribute] = typeof argument === 'string' ? argument.split('.') : args;
        return this.getAtt(stack, id as string, String(this.resolve(stack, attribute)));
      }
      case 'Fn::Join': {
        const [delimiter, parts] = args as [string, unknown[]];
        return (this.resolve(stack, parts) as unknown[]).map(String).join(delimiter);
      }
      case 'Fn::Sub': {
        const [text, variables] =
          typeof argument === 'string' ? [argument, {}] : (args as [string, object]);
        const resolved = this.resolve(stack, variables) as Record<string, unknown>;
        return text.replace(/\$\{(!?)([^}]+)\}/g, (_match, literal: string, name: string) => {
          if (literal) return `\${${name}}`;
          if (name in resolved) return String(resolved[name]);
          const [id, attribute] = name.split('.') as [string, string | undefined];
          return String(attribute ? this.getAtt(stack, id, attribute) : this.ref(stack, id));
        });
      }
      case 'Fn::Select': {
        const [index, list] = args;
        return (this.resolve(stack, list) as unknown[])[Number(this.resolve(stack, index))];
      }
      case 'Fn::Split': {
        const [delimiter, text] = args as [string, unknown];
        return String(this.resolve(stack, text)).split(delimiter);
      }
      case 'Fn::If': {
        const [condition, whenTrue, whenFalse] = args as [string, unknown, unknown];
        return this.resolve(stack, this.condition(stack, condition) ? whenTrue : whenFalse);
      }
      case 'Fn::FindInMap': {
        const [map, first, second] = this.resolve(stack, args) as string[];
        return stack.template.Mappings?.[map!]?.[first!]?.[second!];
      }
      case 'Fn::ImportValue': {
        const name = String(this.resolve(stack, argument));
        const exported = this.exports.get(`${stack.account}/${stack.region}/${name}`);
        if (!exported) throw new UnresolvableError(`No stack exports ${name} (${stack.label}).`);
        return this.resolve(exported.stack, exported.value);
      }
      default:
        return NOT_INTRINSIC;
    }
  }

  private condition(stack: SynthesizedStack, name: string): boolean {
    const evaluate = (expression: unknown): boolean => {
      const [[key, argument]] = Object.entries(expression as object) as [[string, unknown[]]];
      switch (key) {
        case 'Fn::Equals':
          return (
            JSON.stringify(this.resolve(stack, argument[0])) ===
            JSON.stringify(this.resolve(stack, argument[1]))
          );
        case 'Fn::Not':
          return !evaluate(argument[0]);
        case 'Fn::And':
          return argument.every(evaluate);
        case 'Fn::Or':
          return argument.some(evaluate);
        case 'Condition':
          return this.condition(stack, argument as unknown as string);
        default:
          throw new UnresolvableError(`Condition ${key} of ${stack.label} is not handled.`);
      }
    };
    const expression = stack.template.Conditions?.[name];
    if (expression === undefined) throw new UnresolvableError(`No condition ${name}.`);
    return evaluate(expression);
  }

  /** What `Ref` gives for a pseudo parameter, a parameter or a resource of `stack`. */
  ref(stack: SynthesizedStack, id: string): unknown {
    const pseudo: Record<string, unknown> = {
      'AWS::Partition': PARTITION,
      'AWS::AccountId': stack.account,
      'AWS::Region': stack.region,
      'AWS::URLSuffix': 'amazonaws.com',
      'AWS::StackName': stack.stackName,
      'AWS::NoValue': NO_VALUE,
    };
    if (id in pseudo) return pseudo[id];
    const parameter = stack.template.Parameters?.[id];
    if (parameter !== undefined) {
      if (!parameter.Type.startsWith('AWS::SSM::Parameter::Value<') || !parameter.Default) {
        throw new UnresolvableError(`The parameter ${id} of ${stack.label} has no known value.`);
      }
      return this.parameter(stack.account, stack.region, parameter.Default);
    }
    const resource = this.resource(stack, id);
    const name = this.physicalName(stack, id);
    const { account, region } = stack;
    switch (resource.Type) {
      case 'AWS::SQS::Queue':
        return `https://sqs.${region}.amazonaws.com/${account}/${name}`;
      case 'AWS::SNS::Topic':
        return `arn:${PARTITION}:sns:${region}:${account}:${name}`;
      case 'AWS::SecretsManager::Secret':
        return `arn:${PARTITION}:secretsmanager:${region}:${account}:secret:${name}-AbCdEf`;
      case 'AWS::IAM::ManagedPolicy':
        return `arn:${PARTITION}:iam::${account}:policy/${name}`;
      case 'AWS::Lambda::LayerVersion':
        return `arn:${PARTITION}:lambda:${region}:${account}:layer:${name}:1`;
      case 'AWS::CloudFront::Distribution':
      case 'AWS::ApiGateway::RestApi':
        return generatedId(stack, id, resource.Type);
      default:
        return name;
    }
  }

  /** What `Fn::GetAtt` gives for the attributes the roles' policies and functions name. */
  getAtt(stack: SynthesizedStack, id: string, attribute: string): unknown {
    const resource = this.resource(stack, id);
    const { account, region } = stack;
    const name = () => String(this.ref(stack, id));
    const arns: Record<string, () => string> = {
      'AWS::S3::Bucket': () => `arn:${PARTITION}:s3:::${name()}`,
      'AWS::IAM::Role': () => `arn:${PARTITION}:iam::${account}:role/${name()}`,
      // CloudFormation's Arn of a log group ends with ':*', which covers its streams.
      'AWS::Logs::LogGroup': () =>
        `arn:${PARTITION}:logs:${region}:${account}:log-group:${name()}:*`,
      'AWS::Lambda::Function': () =>
        `arn:${PARTITION}:lambda:${region}:${account}:function:${name()}`,
      'AWS::SQS::Queue': () =>
        `arn:${PARTITION}:sqs:${region}:${account}:${this.physicalName(stack, id)}`,
      'AWS::DynamoDB::GlobalTable': () =>
        `arn:${PARTITION}:dynamodb:${region}:${account}:table/${name()}`,
      'AWS::DynamoDB::Table': () =>
        `arn:${PARTITION}:dynamodb:${region}:${account}:table/${name()}`,
      'AWS::CloudFront::KeyValueStore': () =>
        `arn:${PARTITION}:cloudfront::${account}:key-value-store/${generatedId(stack, id, 'kvs')}`,
      'AWS::CloudWatch::Alarm': () =>
        `arn:${PARTITION}:cloudwatch:${region}:${account}:alarm:${name()}`,
      'AWS::WAFv2::WebACL': () =>
        `arn:${PARTITION}:wafv2:${region}:${account}:regional/webacl/${name()}/${generatedId(stack, id, 'acl')}`,
    };
    if (resource.Type === 'Custom::CrossRegionExportReader') {
      const written = this.regionalExports.get(`${region}${attribute}`);
      if (!written) throw new UnresolvableError(`No stack writes ${attribute} for ${stack.label}.`);
      return this.resolve(written.stack, written.value);
    }
    if (attribute === 'Arn' && resource.Type in arns) return arns[resource.Type]!();
    if (resource.Type === 'AWS::SQS::Queue' && attribute === 'QueueName') {
      return this.physicalName(stack, id);
    }
    if (resource.Type === 'AWS::SNS::Topic' && attribute === 'TopicArn') return this.ref(stack, id);
    if (resource.Type === 'AWS::CloudFront::Distribution' && attribute === 'DomainName') {
      return `${generatedId(stack, id, 'domain').toLowerCase()}.cloudfront.net`;
    }
    if (resource.Type === 'AWS::S3::Bucket' && attribute.endsWith('DomainName')) {
      return `${name()}.s3.${region}.amazonaws.com`;
    }
    if (attribute === 'Id' || attribute === 'RootResourceId') {
      return generatedId(stack, id, attribute);
    }
    throw new UnresolvableError(
      `Fn::GetAtt ${attribute} of ${resource.Type} (${stack.label}/${id}) is not handled.`,
    );
  }

  private resource(stack: SynthesizedStack, id: string): TemplateResource {
    const resource = stack.template.Resources[id];
    if (!resource) throw new UnresolvableError(`${stack.label} has no resource ${id}.`);
    return resource;
  }

  /** The name it is given, or the one CloudFormation would generate (stack, id, suffix). */
  private physicalName(stack: SynthesizedStack, id: string): string {
    const resource = this.resource(stack, id);
    const nameProperty = NAME_PROPERTIES[resource.Type];
    const given = nameProperty === undefined ? undefined : resource.Properties?.[nameProperty];
    if (given !== undefined) return String(this.resolve(stack, given));
    const generated = `${stack.stackName}-${id}-${generatedId(stack, id, 'name').slice(0, 8)}`;
    return resource.Type === 'AWS::S3::Bucket' ? generated.toLowerCase() : generated;
  }
}

/** The property that names a resource of each type, where the template may set it. */
const NAME_PROPERTIES: Record<string, string> = {
  'AWS::S3::Bucket': 'BucketName',
  'AWS::IAM::Role': 'RoleName',
  'AWS::IAM::ManagedPolicy': 'ManagedPolicyName',
  'AWS::IAM::Policy': 'PolicyName',
  'AWS::Logs::LogGroup': 'LogGroupName',
  'AWS::Lambda::Function': 'FunctionName',
  'AWS::Lambda::LayerVersion': 'LayerName',
  'AWS::SQS::Queue': 'QueueName',
  'AWS::SNS::Topic': 'TopicName',
  'AWS::DynamoDB::GlobalTable': 'TableName',
  'AWS::DynamoDB::Table': 'TableName',
  'AWS::SSM::Parameter': 'Name',
  'AWS::Synthetics::Canary': 'Name',
  'AWS::SecretsManager::Secret': 'Name',
  'AWS::CloudFront::KeyValueStore': 'Name',
  'AWS::CloudWatch::Alarm': 'AlarmName',
  'AWS::WAFv2::WebACL': 'Name',
};

/** A stable id of the kind AWS generates (a distribution's, an API's), unique to the resource. */
function generatedId(stack: SynthesizedStack, id: string, kind: string): string {
  const digest = createHash('sha256').update(`${stack.label}/${id}/${kind}`).digest('hex');
  return `E${digest.slice(0, 13).toUpperCase()}`;
}

const NOT_INTRINSIC = Symbol('not an intrinsic function');
const NO_VALUE = Symbol('AWS::NoValue');
