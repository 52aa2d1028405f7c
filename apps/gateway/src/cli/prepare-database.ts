/**
 * `npm run prepare-database`: the database as the gateway starts on it (migrated; seeded with the demo
 * when the migrations created it), then closed, so the gateway that starts next finds nothing left to
 * do. Exit 2 on a bad configuration, 1 on any other failure.
 */
import { ConfigError } from '../config/env.ts';
import { prepareDatabase } from './prepared-database.ts';
import { preparedDatabaseLine } from './prepared-database-line.ts';

try {
  console.log(preparedDatabaseLine(await prepareDatabase()));
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(2);
  }
  console.error('The database could not be prepared:', error instanceof Error ? error.message : error);
  process.exit(1);
}
