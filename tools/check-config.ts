/**
 * `npm start` runs this first (npm's prestart): a broken environment stops start-up in a second
 * with the ConfigError naming each bad variable, before the site is built. An unset Planning
 * Center id only turns off what reads it (docs/operations.md section 3): it is named, not fatal.
 */
import { config, ConfigError } from '../src/platform/server/config/index.ts';

try {
  const { unset } = config().pco;
  if (unset.length)
    console.warn(
      `Off until set: ${unset.join(', ')} (the parts of the site that read them answer 503; docs/operations.md section 3).`,
    );
} catch (error) {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
}
