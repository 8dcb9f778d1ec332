import { Match } from 'aws-cdk-lib/assertions';

/** The properties of a bucket policy that refuses every request not made over TLS. */
export const refusesPlainHttp = {
  PolicyDocument: {
    Statement: Match.arrayWith([
      Match.objectLike({
        Effect: 'Deny',
        Action: 's3:*',
        Condition: { Bool: { 'aws:SecureTransport': 'false' } },
      }),
    ]),
  },
};
