import { Client, Connection } from '@temporalio/client';
import type { Config } from '../common/config';

/** A client of the configured Temporal server and namespace. */
export async function connectClient(config: Config): Promise<Client> {
  const connection = await Connection.connect({ address: config.temporal.address });
  return new Client({ connection, namespace: config.temporal.namespace });
}
