import { rm } from 'node:fs/promises';
import { pactFile } from '../pact';

/**
 * Pact merges new interactions into an existing pact file, so an interaction removed from the
 * tests would live on in the committed file. Every run writes the file from scratch instead.
 */
export default async function removeOldPact(): Promise<void> {
  await rm(pactFile, { force: true });
}
