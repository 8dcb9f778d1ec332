// The alarm-action wiring the stage's monitoring constructs share (mail-monitoring.ts,
// site-monitoring.ts): cdk-monitoring-constructs' facade with every alarm named under one prefix,
// sending its state changes to the stage's topic, and one dashboard of the same name.
import { Duration } from 'aws-cdk-lib';
import type * as sns from 'aws-cdk-lib/aws-sns';
import {
  DefaultDashboardFactory,
  MonitoringFacade,
  SnsAlarmActionStrategy,
} from 'cdk-monitoring-constructs';
import type { Construct } from 'constructs';

/** Options of {@link alarmFacade}. */
export interface AlarmFacadeOptions {
  /** Name prefix of the alarms and the dashboard, e.g. `CatsAboutTown-prod-Mail`. */
  readonly namePrefix: string;
  /** The topic each alarm publishes to. */
  readonly topic: sns.ITopic;
  /** Publish the return to OK too, not only ALARM. @default false */
  readonly notifyOk?: boolean;
}

/**
 * A monitoring facade (`Facade` in `scope`) whose alarms act on the first breaching period of
 * five minutes (unless an alarm says otherwise) and publish to `topic`, with one dashboard
 * (`Dashboards`) named `namePrefix`.
 */
export function alarmFacade(scope: Construct, options: AlarmFacadeOptions): MonitoringFacade {
  const { namePrefix, topic } = options;
  return new MonitoringFacade(scope, 'Facade', {
    alarmFactoryDefaults: {
      alarmNamePrefix: namePrefix,
      actionsEnabled: true,
      action: new SnsAlarmActionStrategy(
        options.notifyOk === true
          ? { onAlarmTopic: topic, onOkTopic: topic }
          : { onAlarmTopic: topic },
      ),
      datapointsToAlarm: 1,
    },
    metricFactoryDefaults: { period: Duration.minutes(5) },
    dashboardFactory: new DefaultDashboardFactory(scope, 'Dashboards', {
      dashboardNamePrefix: namePrefix,
      createDashboard: true,
      createSummaryDashboard: false,
      createAlarmDashboard: false,
    }),
  });
}
