import type { Resolver } from 'react-hook-form';

import { lazyResolver } from './lazy-resolver';

type Values = { name: string };

const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];

describe('lazyResolver', () => {
  it('loads once, on preload or first validation, and validates with what it loaded', async () => {
    const inner = jest.fn<ReturnType<Resolver<Values>>, Parameters<Resolver<Values>>>(
      async (values) => ({ values, errors: {} }),
    );
    const load = jest.fn(async () => inner as Resolver<Values>);
    const resolver = lazyResolver<Values, Values>(load);
    expect(load).not.toHaveBeenCalled();

    resolver.preload();
    resolver.preload();
    await expect(resolver({ name: 'Ada' }, undefined, options)).resolves.toEqual({
      values: { name: 'Ada' },
      errors: {},
    });
    await resolver({ name: 'Grace' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
    expect(inner).toHaveBeenCalledTimes(2);
  });

  it('tries again after a failed load, so a flaky connection does not break the form', async () => {
    const inner: Resolver<Values> = async (values) => ({ values, errors: {} });
    const load = jest
      .fn<Promise<Resolver<Values>>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(inner);
    const resolver = lazyResolver<Values, Values>(load);
    await expect(resolver({ name: 'Ada' }, undefined, options)).rejects.toThrow('offline');
    await expect(resolver({ name: 'Ada' }, undefined, options)).resolves.toEqual({
      values: { name: 'Ada' },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
