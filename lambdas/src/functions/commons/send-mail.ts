import { SendEmailCommand } from '@aws-sdk/client-ses';

import { deliveryConfig } from './delivery-config';
import type { MailContent } from './mail-content';
import { toHeaderText, toReplyToAddress } from './mail-text';
import { sesClient } from './ses-client';

/**
 * Sends `mail` from the configured verified sender to the configured recipient, tagged with the
 * configuration set whose events feed the bounce and complaint alarms; resolves with SES's
 * message id and rejects with whatever SES or the network threw.
 */
export async function sendMail(mail: MailContent): Promise<string | undefined> {
  const command = new SendEmailCommand({
    Source: deliveryConfig.sender,
    Destination: { ToAddresses: [deliveryConfig.recipient] },
    // Cleaned again so that no queued message, however it was made, can add a header.
    ReplyToAddresses: [toReplyToAddress(mail.replyTo)],
    Message: {
      Subject: { Data: toHeaderText(mail.subject, 250), Charset: 'UTF-8' },
      Body: {
        Text: { Data: mail.text, Charset: 'UTF-8' },
        Html: { Data: mail.html, Charset: 'UTF-8' },
      },
    },
    ...(deliveryConfig.configurationSet === undefined
      ? {}
      : { ConfigurationSetName: deliveryConfig.configurationSet }),
  });
  const output = await sesClient.send(command);
  return output.MessageId;
}
