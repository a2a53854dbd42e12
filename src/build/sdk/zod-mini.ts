/**
 * `zod/mini`, which the content schemas (src/platform/shared/content-fields.ts), the stored
 * records' schemas (src/platform/server/storage/record-format.ts) and the request bodies' schemas
 * (src/platform/server/http/body.ts) are written in,
 * bundled into src/platform/shared/vendor/zod-mini.mjs by src/build/prepare-functions.ts. Netlify's
 * bundler copies a package's files into a function and Node loads them one by one: for zod that is
 * over 2 MB and some 45 ms of cold start in every function that reaches a schema. Bundled into our
 * own code, only what the schemas use, it is some 30 KB and a few ms (docs/architecture.md section 4).
 */
export {
  _default,
  array,
  boolean,
  email,
  enum,
  exactOptional,
  extend,
  gte,
  int,
  lte,
  maxLength,
  meta,
  minLength,
  nullable,
  nonnegative,
  number,
  object,
  optional,
  positive,
  record,
  regex,
  string,
  union,
} from 'zod/mini';
export type { output, ZodMiniObject, ZodMiniType } from 'zod/mini';
