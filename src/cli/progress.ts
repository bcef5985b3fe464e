import type { Progress } from '../modules/demo/load.js';

/**
 * On a terminal, one line redrawn in place (phase, bar, count); otherwise plain lines (a phase's start and end,
 * and every tenth of a long one) that read well in a log.
 */
export function consoleProgress(out: NodeJS.WriteStream = process.stderr): Progress & { end(): void } {
  const tty = out.isTTY === true;
  let name = '';
  let total = 0;
  let done = 0;
  let lastTenth = 0;
  const started = Date.now();
  const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
  const draw = () => {
    const width = 30;
    const filled = total === 0 ? width : Math.round((done / total) * width);
    out.write(
      `\r${name.padEnd(24)} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${done}/${total} ${seconds()}s\x1b[K`,
    );
  };
  const finishPhase = () => {
    if (name === '') return;
    if (tty) {
      draw();
      out.write('\n');
    } else out.write(`${name}: ${done}/${total} done (${seconds()}s)\n`);
  };
  return {
    phase(next, size) {
      finishPhase();
      name = next;
      total = size;
      done = 0;
      lastTenth = 0;
      if (tty) draw();
      else out.write(`${name}: ${total} to write\n`);
    },
    advance(count) {
      done += count;
      if (tty) draw();
      else {
        const tenth = total === 0 ? 10 : Math.floor((done / total) * 10);
        if (tenth > lastTenth && tenth < 10 && total >= 10_000) out.write(`${name}: ${done}/${total}\n`);
        lastTenth = tenth;
      }
    },
    end() {
      finishPhase();
      name = '';
    },
  };
}
