import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

import { acknowledge } from '../nag/acknowledge';

/** Props of {@link OriginVerifySecrets}. */
export interface OriginVerifySecretsProps {
  /**
   * Which secret CloudFront sends: raising it by one rotates the value in a single deploy, with
   * no refused request (see the README's rotation steps). An integer of at least 1.
   * @default 1
   */
  readonly generation?: number;
}

/** The header CloudFront adds to every `/api/*` request it forwards. */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

/**
 * The shared secret that tells the API a request came through the site's CloudFront
 * distribution (the "origin verify" header): CloudFront adds it to every `/api/*` request, and
 * the API stage's web ACL refuses any request without it, so neither the execute-api address nor
 * the API's own domain can be used around CloudFront and its WAF.
 *
 * Each generation is a Secrets Manager secret whose value CloudFormation generates; templates
 * hold only dynamic references to it (`{{resolve:secretsmanager:…}}`), resolved at deploy time.
 * CloudFront sends the current generation; the API accepts the current and the previous one, so
 * while a rotation's new header reaches every edge location, requests with either pass.
 */
export class OriginVerifySecrets extends Construct {
  /** The header's name. */
  public readonly headerName = ORIGIN_VERIFY_HEADER;
  /** The secret CloudFront sends. */
  public readonly current: secretsmanager.Secret;
  /** The secret of the generation before, still accepted by the API. */
  public readonly previous: secretsmanager.Secret;
  /** The value CloudFront sends, as a dynamic reference. */
  public readonly currentValue: string;
  /** The values the API accepts, as dynamic references: the current one, then the previous. */
  public readonly acceptedValues: readonly string[];

  constructor(scope: Construct, id: string, props: OriginVerifySecretsProps = {}) {
    super(scope, id);

    const generation = props.generation ?? 1;
    if (!Number.isInteger(generation) || generation < 1) {
      throw new Error(`The origin secret's generation must be an integer of at least 1.`);
    }
    // The generation is part of each secret's logical id: a new generation is a new secret (a new
    // value) and a new reference string, which is what makes CloudFormation resolve it again.
    const secret = (number: number) =>
      new secretsmanager.Secret(this, `Generation${number}`, {
        description: `Sent by CloudFront to the API (header ${ORIGIN_VERIFY_HEADER}), generation ${number}`,
        // Letters and digits only: a header value, compared byte for byte by the web ACL.
        generateSecretString: { passwordLength: 48, excludePunctuation: true },
      });
    this.current = secret(generation);
    this.previous = secret(generation - 1);

    // unsafeUnwrap() gives the dynamic reference, not the value: the value exists only in
    // Secrets Manager and, once deployed, in the distribution's and the web ACL's settings.
    this.currentValue = this.current.secretValue.unsafeUnwrap();
    this.acceptedValues = [this.currentValue, this.previous.secretValue.unsafeUnwrap()];

    acknowledge(
      this,
      'CloudFormation copies the value into the distribution and the web ACL, so a rotation is ' +
        'a deploy with the next generation (the API accepts both during it); a rotation Lambda ' +
        'would change both behind CloudFormation’s back.',
      'AwsSolutions-SMG4',
    );
  }
}
