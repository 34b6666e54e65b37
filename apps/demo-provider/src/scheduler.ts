/** Logger subset the scheduler reports failing jobs to. */
export interface SchedulerLogger {
  error(obj: object, msg: string): void;
}

/**
 * Runs settlement jobs (fixtures, fights, lottery draws) at a time. One timer per job; `close()`
 * drops the jobs not run yet. Jobs live in memory: a restart forgets open rounds, as the README
 * says.
 */
export class Scheduler {
  private readonly timers = new Map<number, NodeJS.Timeout>();
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly log: SchedulerLogger,
    private readonly now: () => number = Date.now,
  ) {}

  /** Runs `job` at `at` (epoch ms), or at once when that has passed. */
  at(at: number, name: string, job: () => void | Promise<void>): void {
    if (this.closed) return;
    const id = this.nextId++;
    const delay = Math.max(0, at - this.now());
    const timer = setTimeout(() => {
      this.timers.delete(id);
      Promise.resolve()
        .then(job)
        .catch((err: unknown) => this.log.error({ err, job: name }, 'scheduled job failed'));
    }, delay);
    this.timers.set(id, timer);
  }

  /** Jobs waiting to run. */
  get size(): number {
    return this.timers.size;
  }

  close(): void {
    this.closed = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }
}
