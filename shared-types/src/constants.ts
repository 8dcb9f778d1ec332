// The business's constants (./business.ts) as the `business` namespace.
export * as business from './business';
