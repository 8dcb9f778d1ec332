import {
  DELIVERY_TIMEOUT_SECONDS,
  idempotencyCallBudget,
  INTAKE_TIMEOUT_SECONDS,
  queueCallBudget,
  secretCallBudget,
  sesCallBudget,
  worstCaseMs,
} from './timeouts';

describe('time budgets', () => {
  it('lets every attempt of the intake calls end before the intake function does', () => {
    const worst = worstCaseMs(secretCallBudget) + worstCaseMs(queueCallBudget);
    expect(worst).toBeLessThan(INTAKE_TIMEOUT_SECONDS * 1_000);
  });

  it('lets a delivery end, SES, idempotency writes and the back-off call included, in time', () => {
    const worst =
      worstCaseMs(sesCallBudget) +
      2 * worstCaseMs(idempotencyCallBudget) +
      worstCaseMs(queueCallBudget);
    expect(worst).toBeLessThan(DELIVERY_TIMEOUT_SECONDS * 1_000);
  });
});
