import { availableParallelism } from 'node:os';
import { parentPort, Worker } from 'node:worker_threads';

/**
 * Worker threads for CPU-bound pure work (the forecasting engine): a fixed pool that answers each task's promise
 * with what the worker module's handler returned for it. A worker module calls `serveTasks(handler)`.
 *
 * A worker module is started from its URL: the `.js` file next to the module that starts it in the build, or the
 * `.ts` source when the service runs from TypeScript (tests and benches run under tsx or vitest, whose loaders a
 * worker thread does not inherit: the thread registers tsx itself before importing the source).
 */

interface Task {
  id: number;
  input: unknown;
}
type Reply = { id: number; output: unknown } | { id: number; error: string };

/** How many worker threads CPU-bound work gets by default: one per core, at least one. */
export const workerThreads = () => Math.max(1, availableParallelism());

function startWorker(url: URL): Worker {
  if (!url.pathname.endsWith('.ts')) return new Worker(url);
  const source = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(url.href)}); });`;
  return new Worker(source, { eval: true });
}

export class WorkerPool<In, Out> {
  private readonly idle: Worker[] = [];
  private readonly all: Worker[] = [];
  private readonly queue: Task[] = [];
  private readonly pending = new Map<
    number,
    { resolve: (out: Out) => void; reject: (error: Error) => void }
  >();
  private readonly busy = new Map<Worker, number>();
  private nextId = 0;
  private failure: Error | null = null;

  constructor(url: URL, size: number) {
    for (let i = 0; i < size; i++) {
      const worker = startWorker(url);
      worker.on('message', (reply: Reply) => this.answer(worker, reply));
      worker.on('error', (error) => this.fail(error));
      worker.on('exit', (code) => {
        if (this.busy.has(worker) || code !== 0)
          this.fail(new Error(`A worker thread stopped (exit ${code})`));
      });
      this.all.push(worker);
      this.idle.push(worker);
    }
  }

  /** Runs `input` through the worker module's handler on the next free thread. */
  run(input: In): Promise<Out> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise<Out>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.queue.push({ id, input });
      this.dispatch();
    });
  }

  /** Stops every thread; tasks still pending are refused. */
  async close(): Promise<void> {
    this.fail(new Error('The worker pool is closed'));
    await Promise.all(this.all.map((worker) => worker.terminate()));
  }

  private dispatch() {
    while (this.idle.length > 0 && this.queue.length > 0) {
      const worker = this.idle.pop()!;
      const task = this.queue.shift()!;
      this.busy.set(worker, task.id);
      worker.postMessage(task);
    }
  }

  private answer(worker: Worker, reply: Reply) {
    this.busy.delete(worker);
    this.idle.push(worker);
    const waiting = this.pending.get(reply.id);
    this.pending.delete(reply.id);
    if ('error' in reply) waiting?.reject(new Error(reply.error));
    else waiting?.resolve(reply.output as Out);
    this.dispatch();
  }

  private fail(error: Error) {
    this.failure ??= error;
    this.queue.length = 0;
    for (const { reject } of this.pending.values()) reject(error);
    this.pending.clear();
    this.busy.clear();
  }
}

/** In a worker module: answers each task of the pool with `handler`'s result (an error becomes the task's). */
export function serveTasks<In, Out>(handler: (input: In) => Out): void {
  const port = parentPort;
  if (port === null) throw new Error('serveTasks runs in a worker thread');
  port.on('message', ({ id, input }: Task) => {
    let reply: Reply;
    try {
      reply = { id, output: handler(input as In) };
    } catch (error) {
      reply = { id, error: error instanceof Error ? error.message : String(error) };
    }
    port.postMessage(reply);
  });
}
