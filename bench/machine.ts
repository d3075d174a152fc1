// What a benchmark report says about the machine it ran on.
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';

/** The CPU's model name (from /proc/cpuinfo on Linux, where os.cpus() may say less). */
export function cpuModel(): string {
  try {
    const line = readFileSync('/proc/cpuinfo', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('model name'));
    if (line) return line.split(':')[1].trim();
  } catch {
    // not Linux
  }
  return cpus()[0]?.model ?? 'unknown';
}

/** The 1, 5 and 15 minute load averages, to two decimals. */
export const loadAverages = (): number[] => loadavg().map((l) => Math.round(l * 100) / 100);

export function machineFacts(): { nproc: number; cpu: string; node: string; platform: string } {
  return {
    nproc: cpus().length,
    cpu: cpuModel(),
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
  };
}
