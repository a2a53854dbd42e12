/**
 * `npm start` runs this first (npm's prestart): a broken environment stops start-up in a second
 * with the ConfigError naming each bad variable, before the site is built.
 */
import { config, ConfigError } from '../src/platform/server/config/index.ts';

try {
  config();
} catch (error) {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
}
