// Types of vendor/aws-sdk.mjs, which scripts/prepare-functions.ts bundles from ../aws-sdk.ts.
export * from '../aws-sdk.ts';
