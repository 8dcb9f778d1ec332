import * as budgets from 'aws-cdk-lib/aws-budgets';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as sns from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';

/** Props of {@link CostBudget}. */
export interface CostBudgetProps {
  /** Name of the budget, unique in the account. */
  readonly budgetName: string;
  /** Monthly cost in US dollars the budget allows. */
  readonly monthlyLimitUsd: number;
  /** Where the budget's alerts go: the stage's alarm topic. */
  readonly topic: sns.Topic;
  /**
   * Only costs carrying these cost allocation tags count (`key: value`), so two stages in one
   * account each have their own budget. The tags count once activated in the billing console.
   * @default - every cost of the account
   */
  readonly costTags?: Readonly<Record<string, string>>;
  /** Percent of the limit actually spent that alerts. @default 80 */
  readonly actualThresholdPercent?: number;
}

/**
 * A monthly AWS Budgets cost budget that alerts the alarm topic when the actual cost passes a
 * share of the limit and when the forecast passes the limit itself, so the same people hear of
 * a cost surprise as of a broken form.
 */
export class CostBudget extends Construct {
  /** The budget. */
  public readonly budget: budgets.CfnBudget;

  constructor(scope: Construct, id: string, props: CostBudgetProps) {
    super(scope, id);

    // AWS Budgets publishes as its service principal; the topic must let it.
    props.topic.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'AllowBudgetsToPublish',
        actions: ['sns:Publish'],
        principals: [new iam.ServicePrincipal('budgets.amazonaws.com')],
        resources: [props.topic.topicArn],
      }),
    );

    const subscribers = [{ subscriptionType: 'SNS', address: props.topic.topicArn }];
    const tagFilters = Object.entries(props.costTags ?? {}).map(
      ([key, value]) => `user:${key}$${value}`,
    );
    this.budget = new budgets.CfnBudget(this, 'Budget', {
      budget: {
        budgetName: props.budgetName,
        budgetType: 'COST',
        timeUnit: 'MONTHLY',
        budgetLimit: { amount: props.monthlyLimitUsd, unit: 'USD' },
        ...(tagFilters.length === 0 ? {} : { costFilters: { TagKeyValue: tagFilters } }),
      },
      notificationsWithSubscribers: [
        {
          notification: {
            notificationType: 'ACTUAL',
            comparisonOperator: 'GREATER_THAN',
            threshold: props.actualThresholdPercent ?? 80,
            thresholdType: 'PERCENTAGE',
          },
          subscribers,
        },
        {
          notification: {
            notificationType: 'FORECASTED',
            comparisonOperator: 'GREATER_THAN',
            threshold: 100,
            thresholdType: 'PERCENTAGE',
          },
          subscribers,
        },
      ],
    });
  }
}
