/** @jest-environment node */
import { nextTask } from './next-task';

describe('nextTask', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const schedulerYield = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: schedulerYield };
    await nextTask();
    expect(schedulerYield).toHaveBeenCalledTimes(1);
  });

  it('otherwise resolves after the tasks queued before it', async () => {
    let ran = false;
    setTimeout(() => (ran = true), 0);
    await nextTask();
    expect(ran).toBe(true);
  });
});
