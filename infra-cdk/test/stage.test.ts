import { App } from 'aws-cdk-lib';

import { readStage } from '../lib/config/stage';

const stageOf = (context: Record<string, unknown>) => readStage(new App({ context }).node);

describe('readStage', () => {
  it('takes staging or prod', () => {
    expect(stageOf({ stage: 'staging' })).toBe('staging');
    expect(stageOf({ stage: 'prod' })).toBe('prod');
  });

  it('assumes no stage', () => {
    expect(() => stageOf({})).toThrow(
      'Invalid CDK context: "stage" is required: -c stage=<staging|prod>.',
    );
  });

  it('names a stage it does not know', () => {
    expect(() => stageOf({ stage: 'production' })).toThrow(
      '"production" is not a stage; "stage" is required',
    );
  });
});
