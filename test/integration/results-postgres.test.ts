import { openResultsStore } from '../../results/store';
import { resultsStoreContract } from '../helpers/results-contract';
import { startPostgres, type TestPostgres } from '../helpers/postgres';

// The PostgreSQL results backend against a real PostgreSQL server (Debian's package).

jest.setTimeout(120_000);

let pg: TestPostgres;
beforeAll(async () => {
  pg = await startPostgres();
});
afterAll(() => pg?.stop());

describe('results store (PostgreSQL)', () => {
  resultsStoreContract(() => openResultsStore({ resultsDb: '/unused', results: { postgres: pg.url } }));
});
