import { randomBytes } from 'node:crypto';
import { createWriteStream, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { PassThrough } from 'node:stream';
import { Command, InvalidArgumentError, Option } from 'commander';
import type { FastifyInstance } from 'fastify';
import { migrations } from '../../migrations/index.js';
import { createApp } from '../app.js';
import { type AuthUser, authUser, SUPERUSER_ROLE, USER_COLUMNS } from '../core/auth/session-user.js';
import { type Config, ConfigError, loadConfig } from '../core/config.js';
import { closeStore, openStore } from '../core/db/index.js';
import { migrateToLatest } from '../core/db/migrate.js';
import { AppError } from '../core/errors.js';
import type { Actor } from '../core/events/outbox.js';
import { findAnyView, registeredViewNames } from '../core/list/registry.js';
import { VERSION } from '../core/version.js';
import { allPrivileges } from '../modules/auth/privilege-types.js';
import { createUser, resetPassword } from '../modules/auth/users.js';
import { kindOfFile, readSheet } from '../modules/bulk-import/read.js';
import { IMPORT_TABLES, importSheet } from '../modules/bulk-import/service.js';
import { buildCompany, SCALES, type Scale } from '../modules/demo/company.js';
import { DemoLoadError, holdsOrders, loadCompany } from '../modules/demo/load.js';
import { forecastParameters, runForecasting } from '../modules/forecasting/run.js';
import { runPlanning } from '../modules/planning/run.js';
import { filtersAndScope, openRows, sortOf } from '../modules/views/service.js';
import { writeXlsx } from '../modules/views/xlsx.js';
import { serve } from '../serve.js';
import { consoleProgress } from './progress.js';

/** A failure the operator can act on: printed as one line, exit status `status`. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly status = 1,
  ) {
    super(message);
  }
}

function config(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) throw new CliError(`Invalid configuration: ${error.message}`);
    throw error;
  }
}

/** The service without its HTTP listener: migrated, bootstrapped (the first Superuser), every module loaded. */
async function withService<T>(work: (app: FastifyInstance) => Promise<T>): Promise<T> {
  const app = await createApp({ ...config(), logLevel: 'warn' }, { logger: false });
  try {
    return await work(app);
  } finally {
    await app.close();
  }
}

/** The command line acts with a Superuser's authority (whoever runs it can read the database anyway). */
async function operator(app: FastifyInstance): Promise<AuthUser> {
  const row = await app.store.db
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.id', 'u.role_id')
    .select(USER_COLUMNS)
    .where('r.name', '=', SUPERUSER_ROLE)
    .where('u.status', '=', 'Active')
    .orderBy('u.id')
    .executeTakeFirst();
  if (!row)
    throw new CliError('No active Superuser exists to act as; create one with ADMIN_USERNAME on start');
  return authUser(row, SUPERUSER_ROLE, allPrivileges('Edit'), 'command-line');
}
const cliActor = (user: AuthUser): Actor => ({ id: user.id, name: `${user.username} (command line)` });

const integer = (name: string) => (value: string) => {
  if (!/^\d+$/.test(value)) throw new InvalidArgumentError(`${name} must be a whole number`);
  return Number(value);
};
const json = (name: string) => (value: string) => {
  try {
    return JSON.parse(value) as unknown;
  } catch {
    throw new InvalidArgumentError(`${name} must be JSON`);
  }
};

const out = (text: string) => process.stdout.write(`${text}\n`);

export function program(): Command {
  const cli = new Command('supplyline')
    .description(
      'Supplyline: supply-chain planning and order management. Settings come from the environment (DATABASE_URL, PORT, …) as for the service.',
    )
    .version(VERSION)
    .showHelpAfterError();

  cli
    .command('serve')
    .description('Run the service (HTTP API and web app) until stopped; same as npm start')
    .action(async () => {
      await serve(config());
    });

  cli
    .command('migrate')
    .description('Bring the database schema up to date and exit (the service also does this at start)')
    .action(async () => {
      const store = openStore(config().databaseUrl);
      try {
        await migrateToLatest(store, migrations);
      } finally {
        await closeStore(store);
      }
      out('The database schema is up to date.');
    });

  const user = cli.command('user').description('Manage user accounts');
  user
    .command('create')
    .description('Create a user with a one-time password (printed); the first sign-in asks for a new one')
    .requiredOption('--username <name>', 'login name')
    .requiredOption('--email <address>', 'email address')
    .requiredOption('--role <role>', 'role name, e.g. Superuser')
    .option('--fullname <name>', 'display name (default: the username)')
    .action(async (options: { username: string; email: string; role: string; fullname?: string }) => {
      await withService(async (app) => {
        const password = randomBytes(12).toString('base64url');
        const created = await createUser(app.store, await operator(app), {
          'User Fullname': options.fullname ?? options.username,
          Username: options.username,
          'User Email': options.email,
          'Role Name': options.role,
          Password: password,
        });
        out(`Created user ${created.Username} (id ${created.id}, role ${created['Role Name']}).`);
        out(`One-time password: ${password}`);
        out('The first sign-in asks for a new password.');
      });
    });
  user
    .command('reset-password')
    .description(
      "Give a user a new one-time password (printed), end the user's sessions and set First Signin",
    )
    .argument('<username>', 'login name of the user')
    .action(async (username: string) => {
      await withService(async (app) => {
        const password = await resetPassword(app.store, cliActor(await operator(app)), username);
        out(`New one-time password for ${username}: ${password}`);
        out('Every session of the user has ended; the next sign-in asks for a new password.');
      });
    });

  cli
    .command('demo')
    .description(
      'Load a synthetic company (masters, BOMs, three years of sales history, a year of orders and forecasts, users) through the service rules',
    )
    .addOption(
      new Option(
        '--scale <scale>',
        'small (a few hundred lines), medium, large (20,000 items, 1,000,000 order lines)',
      )
        .choices(SCALES)
        .default('small'),
    )
    .option('--seed <n>', 'random seed: the same seed and date give the same company', integer('--seed'), 1)
    .option(
      '--as-of <date>',
      'the company\'s "today" (YYYY-MM-DD): three years of sales history and a year of orders before it, forecasts after it (default: today)',
    )
    .option('--force', 'write even though the database already holds orders')
    .option('--no-forecast', 'skip the statistical forecasting run as of --as-of that follows the load')
    .option('--no-plan', 'skip the planning run as of --as-of that follows the load')
    .action(
      async (options: {
        scale: Scale;
        seed: number;
        asOf?: string;
        force?: boolean;
        forecast: boolean;
        plan: boolean;
      }) => {
        const asOf = options.asOf ?? new Date().toISOString().slice(0, 10);
        if (!/^\d{4}-\d{2}-\d{2}$/.test(asOf) || Number.isNaN(Date.parse(asOf)))
          throw new CliError(`--as-of must be a date (YYYY-MM-DD), got "${asOf}"`);
        await withService(async (app) => {
          if (!options.force && (await holdsOrders(app.store)))
            throw new CliError(
              'The database already holds orders; use --force to add the demo company anyway',
            );
          const company = buildCompany(options.scale, options.seed, asOf);
          const progress = consoleProgress();
          const started = Date.now();
          const caller = await operator(app);
          let counts: Record<string, number>;
          try {
            counts = await loadCompany(app.store, company, caller, progress);
          } catch (error) {
            progress.end();
            if (error instanceof DemoLoadError)
              throw new CliError(`The demo could not be loaded: ${error.message}`);
            throw error;
          }
          progress.end();
          out(
            `Demo company (${options.scale}, seed ${options.seed}, as of ${asOf}) loaded in ${((Date.now() - started) / 1000).toFixed(1)} s:`,
          );
          for (const [name, count] of Object.entries(counts)) out(`  ${name.padEnd(26)} ${count}`);
          if (options.forecast) {
            // Three years of sales history: each SKU's statistical forecast (STAT lists) before planning.
            const run = await runForecasting(app.store, forecastParameters({ 'As Of': asOf }, asOf), {
              id: caller.id,
              name: caller.username,
            });
            const methods = Object.entries(run.Methods)
              .map(([method, n]) => `${method} ${n}`)
              .join(', ');
            out(
              `Forecasting run ${run['Forecast Run Id']} as of ${asOf} in ${(run['Duration Ms'] / 1000).toFixed(1)} s: ${run['SKUs Forecast']} SKUs (${methods})`,
            );
          }
          if (options.plan) {
            // The first look opens on a plan: suggestions and exceptions as of the company's "today".
            const run = await runPlanning(
              app.store,
              { planDate: asOf, horizonDays: 365 },
              { id: caller.id, name: caller.username },
            );
            out(
              `Planning run ${run['Plan Run Id']} as of ${asOf} (365 days) in ${(run['Duration Ms'] / 1000).toFixed(1)} s: ${run['SKUs Planned']} SKUs, ${run['Planned Purchase Lines']} suggested PO lines, ${run['Planned Manufacturing Lines']} suggested MO lines, ${run['Planned Transfer Lines']} suggested TO lines, ${run.Exceptions} exceptions`,
            );
          }
          out('Sign in (the first sign-in of a demo user asks for a new password):');
          out(
            `  ${caller.username.padEnd(10)} Superuser  (password: as printed when it was created, or ADMIN_PASSWORD)`,
          );
          for (const u of company.users)
            out(
              `  ${String(u.Username).padEnd(10)} ${String(u['Role Name']).padEnd(10)} password: ${String(u.Password)}`,
            );
        });
      },
    );

  cli
    .command('import')
    .description(
      "Import a CSV or XLSX file into a table by the API's rules; nothing is stored if a row is bad",
    )
    .argument('<table>', `view name: ${IMPORT_TABLES.join(', ')}`)
    .argument(
      '<file>',
      'a .csv or .xlsx file whose header row holds the field names as the export writes them',
    )
    .option(
      '--skip-invalid',
      'store the good rows and report the bad ones (an order with a bad row is skipped whole)',
    )
    .option('--dry-run', 'check every row, store nothing')
    .action(async (table: string, file: string, options: { skipInvalid?: boolean; dryRun?: boolean }) => {
      const kind = (() => {
        try {
          return kindOfFile(file);
        } catch (error) {
          throw error instanceof AppError ? new CliError(error.message) : error;
        }
      })();
      let content: Buffer;
      try {
        content = readFileSync(file);
      } catch (error) {
        throw new CliError(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
      }
      await withService(async (app) => {
        const started = Date.now();
        const report = await importSheet(app.store, table, await readSheet(kind, content), {
          skipInvalid: options.skipInvalid ?? false,
          dryRun: options.dryRun ?? false,
          actor: cliActor(await operator(app)),
        });
        for (const e of report.errors)
          process.stderr.write(`${basename(file)}:${e.line}: ${e.field ?? '-'}: ${e.Code}: ${e.Message}\n`);
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        const verb = report.dry_run ? 'would be stored' : 'stored';
        out(
          `${table}: ${report.rows} rows, ${report.stored} ${verb}, ${report.errors.length} invalid (${seconds} s)`,
        );
        if (report.errors.length > 0)
          throw new CliError(
            report.stored > 0 && !report.dry_run
              ? `${report.not_stored} rows were not stored`
              : 'Nothing was stored: fix the rows above, or use --skip-invalid',
          );
      });
    });

  cli
    .command('export')
    .description('Write a view as XLSX, the same file as POST /api/export-data')
    .argument('<view_name>', 'a view name, e.g. item_master or purchase_order_details')
    .option('-o, --output <file>', 'file to write (default: <view_name>_<date>.xlsx)')
    .option('--filters <json>', 'filters as the list endpoints take them', json('--filters'))
    .option('--sort <json>', 'sort as the list endpoints take it', json('--sort'))
    .action(async (name: string, options: { output?: string; filters?: unknown; sort?: unknown }) => {
      await withService(async (app) => {
        const entry = findAnyView(name);
        if (!entry) throw new CliError(`Unknown view ${name}; one of ${registeredViewNames().join(', ')}`);
        const { filters, scope } = filtersAndScope(entry, options.filters);
        const source = await openRows(app.store, entry, { filters, sort: sortOf(options.sort) }, scope);
        const file = options.output ?? `${name}_${new Date().toISOString().slice(0, 10)}.xlsx`;
        const stream = new PassThrough();
        const target = createWriteStream(file);
        const written = new Promise<void>((resolve, reject) => {
          target.on('finish', resolve);
          target.on('error', reject);
          stream.on('error', reject);
        });
        stream.pipe(target);
        let rows = 0;
        async function* counted() {
          for await (const batch of source.batches) {
            rows += batch.length;
            yield batch;
          }
        }
        try {
          await writeXlsx(stream, { headers: source.columns, batches: counted() }, { sheetName: name });
        } finally {
          await source.close();
        }
        await written;
        out(`Wrote ${rows} rows of ${name} to ${file}`);
      });
    });

  return cli;
}
