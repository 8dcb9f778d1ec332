import { SendEmailCommand } from '@aws-sdk/client-ses';

import { mailConfig } from './config';
import type { MailContent } from './mail-content';
import { toHeaderText } from './mail-text';
import { sesClient } from './ses-client';
import { toMailError } from './ses-errors';

/**
 * Sends `mail` from the configured verified sender to the configured recipient; resolves with
 * SES's message id, or throws the `HttpError` the visitor should get.
 */
export async function sendMail(mail: MailContent): Promise<string | undefined> {
  const command = new SendEmailCommand({
    Source: mailConfig.sender,
    Destination: { ToAddresses: [mailConfig.recipient] },
    ReplyToAddresses: [mail.replyTo],
    Message: {
      // Passed through toHeaderText again so no caller can put a line break into the subject.
      Subject: { Data: toHeaderText(mail.subject, 250), Charset: 'UTF-8' },
      Body: {
        Text: { Data: mail.text, Charset: 'UTF-8' },
        Html: { Data: mail.html, Charset: 'UTF-8' },
      },
    },
  });
  try {
    const output = await sesClient.send(command);
    return output.MessageId;
  } catch (error) {
    throw toMailError(error);
  }
}
