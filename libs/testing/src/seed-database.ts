import { MongoClient, type Db } from 'mongodb';
import type { AppConfig } from '@exam/common';

/**
 * Writes to a service's database of a test app not started yet (data an older version left, say),
 * through a client of its own.
 */
export async function seedDatabase(config: AppConfig, service: string, seed: (db: Db) => Promise<unknown>) {
  const client = await MongoClient.connect(config.MONGO_URL ?? process.env.MONGO_URL!);
  try {
    await seed(client.db(`${config.MONGO_DB_PREFIX}_${service}`));
  } finally {
    await client.close();
  }
}
