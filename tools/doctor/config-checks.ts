/** The doctor's look at the variables: every one parses, it is production, the hashes are strong. */
import { isBelowMinimum } from '../../src/platform/server/auth/password.ts';
import {
  ConfigError,
  getConfig,
  type Config,
  type Env,
} from '../../src/platform/server/config/index.ts';
import { fail, pass, remind, type Finding } from './report.ts';
import { checkSearchHook } from './search-checks.ts';

const HASH_VARS = ['DIRECTORY_PASSWORD_HASH', 'TEACHER_PASSWORD_HASH', 'PODCAST_PASSWORD_HASH'];

/** The variable a configuration problem names (its first word), for the table. */
const subjectOf = (problem: string) => /^[A-Z][A-Z0-9_]+/.exec(problem)?.[0] ?? 'configuration';

/** The findings about the variables, and the config when they parse. */
export function checkVariables(env: Env): { findings: Finding[]; config: Config | null } {
  let config: Config;
  try {
    config = getConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    const findings = error.problems.map((p) => fail(subjectOf(p), 'not usable', p));
    return { findings, config: null };
  }
  const findings: Finding[] = [];
  if (config.demo) {
    findings.push(
      fail(
        'mode',
        'demo: neither Planning Center nor S3 is configured',
        'Set PCO_APP_ID and PCO_SECRET, and S3_BUCKET with its credentials (docs/operations.md sections 2 and 3).',
      ),
    );
    return { findings, config };
  }
  findings.push(pass('mode', 'production: Planning Center and storage are configured'));
  findings.push(pass('SITE_URL', config.siteUrl));
  if (config.storage.kind === 's3') {
    if (/^https?:\/\//.test(config.mediaPublicUrl))
      findings.push(pass('MEDIA_PUBLIC_URL', config.mediaPublicUrl));
    else
      findings.push(
        fail(
          'MEDIA_PUBLIC_URL',
          `${config.mediaPublicUrl} is a path on this site, which serves no S3 files`,
          "Set MEDIA_PUBLIC_URL to the bucket's public address (https://<bucket>.s3.<region>.amazonaws.com/media) or its CDN's.",
        ),
      );
  } else {
    findings.push(
      fail(
        'S3_BUCKET',
        'not set: sermons would be kept in a folder a Netlify function cannot keep',
        'Set S3_BUCKET, S3_REGION and the S3 credentials, then run npm run setup-bucket.',
      ),
    );
  }
  for (const variable of config.pco.unset)
    findings.push(
      fail(
        variable,
        'not set: the part of the site that reads it is off (it answers 503)',
        `Copy the id from its page's address in Planning Center and set ${variable} (docs/operations.md section 3).`,
      ),
    );
  findings.push(checkSearchHook(config));
  // each context's key is derived from SESSION_SECRET, so whoever has one context's secret (a
  // deploy preview runs any branch's code) can derive every other context's key
  findings.push(
    remind(
      'SESSION_SECRET',
      'give production, deploy previews and branch deploys each their own value (docs/security.md, "Session keys")',
    ),
  );
  for (const name of HASH_VARS) {
    const hash = env[name] ?? '';
    findings.push(
      isBelowMinimum(hash)
        ? fail(
            name,
            'weaker than OWASP’s minimum for scrypt (N=2^17, r=8, p=1)',
            `Make a new hash with npm run hash-password and set ${name} to it (the password can stay).`,
          )
        : pass(name, 'scrypt at OWASP’s minimum cost or more'),
    );
  }
  return { findings, config };
}
