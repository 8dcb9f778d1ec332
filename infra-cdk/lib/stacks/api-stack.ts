import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type * as apigateway from 'aws-cdk-lib/aws-apigateway';
import * as ses from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';

import { lambdaEntries } from '../config/paths';
import type { SiteConfig } from '../config/site-config';
import { MailApi } from '../constructs/mail-api';
import { MailFunction } from '../constructs/mail-function';

/** Props of {@link ApiStack}. */
export interface ApiStackProps extends StackProps {
  /** Sender identity, sender and recipient of the mail. */
  readonly mail: Pick<SiteConfig, 'sesSenderIdentity' | 'mailSender' | 'mailRecipient'>;
  /** Handler files. @default - the `lambdas` package's send-contact-email.ts and send-survey-email.ts */
  readonly entries?: { readonly sendContactEmail: string; readonly sendSurveyEmail: string };
}

/**
 * The backend: the SES sender identity, the two mail Lambdas (the only principals allowed to
 * send as that identity) and the REST API in front of them.
 */
export class ApiStack extends Stack {
  /** The REST API, served by the site distribution at `/api/*`. */
  public readonly api: apigateway.RestApi;
  /** The SES identity the Lambdas send as. */
  public readonly senderIdentity: ses.EmailIdentity;
  /** The contact mail function. */
  public readonly contactFunction: MailFunction;
  /** The survey mail function. */
  public readonly surveyFunction: MailFunction;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);

    const { mail } = props;
    const entries = props.entries ?? lambdaEntries;
    const isAddress = mail.sesSenderIdentity.includes('@');

    this.senderIdentity = new ses.EmailIdentity(this, 'SenderIdentity', {
      identity: isAddress
        ? ses.Identity.email(mail.sesSenderIdentity)
        : ses.Identity.domain(mail.sesSenderIdentity),
    });

    const common = { mailSender: mail.mailSender, mailRecipient: mail.mailRecipient };
    this.contactFunction = new MailFunction(this, 'SendContactEmail', {
      ...common,
      entry: entries.sendContactEmail,
      serviceName: 'send-contact-email',
    });
    this.surveyFunction = new MailFunction(this, 'SendSurveyEmail', {
      ...common,
      entry: entries.sendSurveyEmail,
      serviceName: 'send-survey-email',
    });
    this.senderIdentity.grantSendEmail(this.contactFunction.function);
    this.senderIdentity.grantSendEmail(this.surveyFunction.function);

    this.api = new MailApi(this, 'MailApi', {
      contactHandler: this.contactFunction.function,
      surveyHandler: this.surveyFunction.function,
    }).api;

    if (!isAddress) {
      // A domain identity is verified through these three DKIM CNAME records.
      this.senderIdentity.dkimRecords.forEach((record, index) => {
        new CfnOutput(this, `DkimRecord${index + 1}`, {
          description: 'DKIM CNAME to add to the sender domain',
          value: `${record.name} CNAME ${record.value}`,
        });
      });
    }
  }
}
