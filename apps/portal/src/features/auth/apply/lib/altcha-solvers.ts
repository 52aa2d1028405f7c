import Argon2idWorker from 'altcha/workers/argon2id?worker';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import ScryptWorker from 'altcha/workers/scrypt?worker';
import ShaWorker from 'altcha/workers/sha?worker';

/**
 * The proof of work's solvers, one Web Worker per algorithm ALTCHA's library may choose, each built by
 * Vite as a file of its own: the gateway's Content-Security-Policy (`script-src 'self'`) refuses the
 * widget's default workers, made from `blob:` and `data:` addresses. A worker file is downloaded only
 * when a challenge of its algorithm comes. The tests put a solver of their own in this one's place.
 */
export function registerSolvers(algorithms: Map<string, () => Worker | Promise<Worker>>): void {
  for (const hash of ['SHA-256', 'SHA-384', 'SHA-512']) {
    algorithms.set(`PBKDF2/${hash}`, () => new Pbkdf2Worker());
    algorithms.set(hash, () => new ShaWorker());
  }
  algorithms.set('ARGON2ID', () => new Argon2idWorker());
  algorithms.set('SCRYPT', () => new ScryptWorker());
}
