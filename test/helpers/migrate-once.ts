// Migrates the database named by argv[2] in a process of its own (used to race two real processes).

import { migrations } from '../../migrations/index.js';
import { openStore } from '../../src/core/db/index.js';
import { migrateToLatest } from '../../src/core/db/migrate.js';

const store = openStore(process.argv[2] ?? '');
await migrateToLatest(store, migrations);
await store.db.destroy();
