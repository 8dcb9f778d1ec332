import type { FieldValues, Resolver } from 'react-hook-form';

/** A react-hook-form resolver that loads on first use; `preload` starts loading earlier. */
export type LazyResolver<Input extends FieldValues, Output> = Resolver<Input, unknown, Output> & {
  preload(): void;
};

/**
 * Validation (zod and the form's schema, about 25 KB gzip) is not needed to show a form, only to
 * check it: it loads when the visitor first focuses the form (`preload`), or at the latest when
 * the form is first validated. The resolver is react-hook-form's own, so validation behaves as if
 * it had been there from the start.
 */
export function lazyResolver<Input extends FieldValues, Output>(
  loadResolver: () => Promise<Resolver<Input, unknown, Output>>,
): LazyResolver<Input, Output> {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  let loaded: Resolver<Input, unknown, Output> | undefined;
  const load = () => {
    loading ??= loadResolver().then(
      (resolver) => (loaded = resolver),
      (error: unknown) => {
        // A failed load (a flaky connection) is tried again on the next validation.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  // Once loaded, validation runs exactly as with the resolver itself: no extra wait.
  const resolver: Resolver<Input, unknown, Output> = (values, context, options) =>
    loaded ? loaded(values, context, options) : load().then((r) => r(values, context, options));
  return Object.assign(resolver, {
    preload: () => {
      load().catch(() => undefined);
    },
  });
}
