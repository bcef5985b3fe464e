import { spawn } from 'node:child_process';
import { ADMIN, TEST_SECRET } from '../helpers/app.js';

export interface CliResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `supplyline <args>` as a child process (from source, as the built bin would) against `databaseUrl`. */
export function runCli(
  args: string[],
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        SECRET_KEY: TEST_SECRET,
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
        ADMIN_EMAIL: ADMIN.email,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}
