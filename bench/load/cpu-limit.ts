/**
 * LOAD_INSTANCE_CPU=<cores> (e.g. 0.4): each instance gets that much CPU time and no more, through a
 * cgroup (v1 `cpu` controller) of its own, as if each ran on a small machine of its own. On one 2-core
 * machine the generator, nginx and the instances otherwise share the same cores, so two instances can only
 * split them; with a budget per instance, what one instance carries and what two carry can be compared.
 * Needs root and /sys/fs/cgroup/cpu (this machine has both); the cgroups are removed when the ramp ends.
 */
import { mkdirSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const CPU_CGROUPS = '/sys/fs/cgroup/cpu';
const PERIOD_US = 100_000;

export interface CpuLimits {
  release(): void;
}

export function limitCpu(pids: number[], cores: number): CpuLimits {
  if (!(cores > 0)) throw new Error(`LOAD_INSTANCE_CPU: expected a positive number of cores, got ${cores}`);
  const made: string[] = [];
  pids.forEach((pid, index) => {
    const dir = join(CPU_CGROUPS, `lumiere-bench-${process.pid}-${index + 1}`);
    try {
      mkdirSync(dir);
      made.push(dir);
      writeFileSync(join(dir, 'cpu.cfs_period_us'), String(PERIOD_US));
      writeFileSync(join(dir, 'cpu.cfs_quota_us'), String(Math.round(cores * PERIOD_US)));
      // Unused time carries over up to one period's worth: a burst (a password hash, a render) is not
      // throttled to a stop in the middle of a period when the process was idle just before.
      writeFileSync(join(dir, 'cpu.cfs_burst_us'), String(Math.round(cores * PERIOD_US)));
      // The whole process, with its threads (libuv's pool, the render thread).
      writeFileSync(join(dir, 'cgroup.procs'), String(pid));
    } catch (error) {
      throw new Error(`LOAD_INSTANCE_CPU needs root and ${CPU_CGROUPS} (cgroup v1): ${String(error)}`);
    }
  });
  return {
    release() {
      for (const dir of made) {
        try {
          // Emptied once its processes have exited; the root cgroup takes nothing back.
          rmdirSync(dir);
        } catch {
          // still busy: left for the system, harmless
        }
      }
    },
  };
}
