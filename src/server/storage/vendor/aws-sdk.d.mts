// Types of vendor/aws-sdk.mjs, which src/build/prepare-functions.ts bundles from ../aws-sdk.ts.
export * from '../aws-sdk.ts';
