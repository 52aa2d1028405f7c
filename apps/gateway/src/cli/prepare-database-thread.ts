/**
 * The database prepared in a worker thread of the gateway that is starting (server.ts): meanwhile the
 * main thread loads the gateway's modules, so a first start's seed and module loading take the machine's
 * two cores at once instead of one after the other. The configuration is read from the same environment
 * as the main thread's. Posts what was done.
 */
import { parentPort } from 'node:worker_threads';
import { prepareDatabase } from './prepared-database.ts';

parentPort?.postMessage(await prepareDatabase());
