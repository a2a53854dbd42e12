/**
 * What the configuration suites of this folder share: the modules under test, the injected
 * surroundings of getConfig, and a full production environment to vary.
 */
import { hashPassword } from '../../../../src/platform/server/auth/password.ts';
import {
  config,
  ConfigError,
  DEMO_PASSWORD_HASHES,
  demoIdVariables,
  demoSecretFromDisk,
  getConfig,
  resetConfig,
  useConfig,
} from '../../../../src/platform/server/config/index.ts';
import {
  contextKey,
  DEPLOY_ENV_FILE,
  writeDeployVariables,
} from '../../../../src/platform/server/config/deploy.ts';

export {
  config,
  ConfigError,
  DEMO_PASSWORD_HASHES,
  demoIdVariables,
  demoSecretFromDisk,
  getConfig,
  resetConfig,
  useConfig,
  contextKey,
  DEPLOY_ENV_FILE,
  writeDeployVariables,
};

export const deps = {
  cwd: '/srv/site',
  tmpdir: '/tmp/instance',
  isWritable: () => true,
  readDemoSecret: () => 'd'.repeat(40),
};
export const HASH = await hashPassword('a real shared password');
/** What production needs besides pointing at Planning Center or S3. */
export const SECRETS = {
  SITE_URL: 'https://www.dcc.example',
  SESSION_SECRET: 's'.repeat(48),
  DIRECTORY_PASSWORD_HASH: HASH,
  TEACHER_PASSWORD_HASH: HASH,
  PODCAST_PASSWORD_HASH: HASH,
};
/** A church's own Planning Center ids (required with credentials). */
export const PCO_IDS = {
  PCO_DIRECTORY_LIST_ID: '71',
  PCO_HOUSEHOLD_LEADERS_LIST_ID: '72',
  PCO_KIDS_SERVICE_TYPE_ID: '73',
  PCO_KIDS_TEAM_IDS: '74,75',
  PCO_WORSHIP_SAMPLES_MEDIA_ID: '76',
  PCO_CALENDAR_TAG_CHURCH: '77',
  PCO_CALENDAR_TAG_SPECIAL: '78',
  PCO_CALENDAR_TAG_YOUTH: '79',
};
export const PRODUCTION = {
  ...SECRETS,
  PCO_APP_ID: 'app',
  PCO_SECRET: 'secret',
  ...PCO_IDS,
  S3_BUCKET: 'dcc-media',
  S3_ENDPOINT: 'https://s3.example.net',
  S3_ACCESS_KEY_ID: 'AKIA',
  S3_SECRET_ACCESS_KEY: 'shh',
};

/** The problems getConfig reports for an environment. */
export function problems(env: Record<string, string>): readonly string[] {
  try {
    getConfig(env, deps);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}
