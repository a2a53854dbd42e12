// Types of vendor/aws-transcribe.mjs, which src/build/prepare-functions.ts bundles from ../aws-transcribe.ts.
export * from '../aws-transcribe.ts';
