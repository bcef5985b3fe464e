import { type ChildProcess, spawn } from 'node:child_process';
import { ADMIN, TEST_SECRET } from './app.js';

export interface Server {
  child: ChildProcess;
  url: string;
  exited: Promise<number | null>;
}

/** A service process started from source (as `npm run dev` does) on PORT=0; resolves once it listens. */
export async function startServer(databaseUrl: string, env: Record<string, string> = {}): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      DATABASE_URL: databaseUrl,
      SECRET_KEY: TEST_SECRET,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_EMAIL: ADMIN.email,
      LOGIN_LOCK_SECONDS: '30',
      LOG_LEVEL: 'info',
      NET_CHANGE_POLL_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => {
    stdout += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const deadline = Date.now() + 80_000; // tsx compiles the source first: slow on a busy machine
  while (Date.now() < deadline) {
    const url = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout)?.[1];
    if (url) return { child, url, exited };
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start: ${stderr}`);
}

/** The name=value pairs a response sets. */
export function setCookies(response: Response): Record<string, string> {
  const jar: Record<string, string> = {};
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const index = pair!.indexOf('=');
    jar[pair!.slice(0, index)] = pair!.slice(index + 1);
  }
  return jar;
}

export const cookieHeader = (jar: Record<string, string>) =>
  Object.entries(jar)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');

/** Stops the servers (SIGTERM, each awaited). */
export async function stopServers(servers: readonly Server[]): Promise<void> {
  for (const server of servers) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}
