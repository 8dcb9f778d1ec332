/** @jest-environment node */
import yieldBetweenSteps from './yield-between-steps';

describe('yieldBetweenSteps', () => {
  const plugin = yieldBetweenSteps();

  it('passes a shared load on unchanged, only after the tasks queued before it', async () => {
    const beforeLoadShare = plugin.beforeLoadShare as unknown as <T>(args: T) => Promise<T>;
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    const args = { pkgName: 'react' };
    const passed = await beforeLoadShare(args);
    order.push('load goes on');
    expect(passed).toBe(args);
    expect(order).toEqual(['queued task', 'load goes on']);
  });

  it.each(['beforeInitRemote', 'beforeGetExpose', 'beforeExecuteFactory'] as const)(
    'lets a task run before a remote goes on (%s)',
    async (hook) => {
      let ran = false;
      setTimeout(() => (ran = true), 0);
      await (plugin[hook] as () => Promise<void>)();
      expect(ran).toBe(true);
    },
  );
});
