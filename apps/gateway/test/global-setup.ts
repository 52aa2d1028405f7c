import type { TestProject } from 'vitest/node';
import { makeSeededDatabase } from './seeded-database.ts';

/** Makes the run's seeded database once, before any test file, and removes it after the last. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { seeded, dispose } = await makeSeededDatabase(process.env.DATABASE_URL);
  project.provide('seededDatabase', seeded);
  return dispose;
}
