// The context object the Lambda runtime passes a handler with each invocation, made locally for
// the local API and the queue poller: the logger reads its names and request id, idempotency its
// remaining time.
import { randomUUID } from 'node:crypto';

import type { Context } from 'aws-lambda';

/** A fresh invocation context of function `functionName`, whose time limit is `timeoutSeconds`. */
export function createLambdaContext(functionName: string, timeoutSeconds: number): Context {
  const deadline = Date.now() + timeoutSeconds * 1000;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:us-east-1:000000000000:function:${functionName}`,
    memoryLimitInMB: '256',
    awsRequestId: randomUUID(),
    logGroupName: 'local',
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}
