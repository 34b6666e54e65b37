/**
 * Worker-thread entry of the bulk RTP simulations (see `simulateInWorker`): runs rounds
 * [start, start + count) of a scenario from a fast uniform source and posts the sums back.
 * Running here, as plain Node ESM, rather than inside Vitest's module runner makes the calls
 * into the game modules direct and the runs about twice as fast.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { SCENARIOS, type SimJob } from './scenarios.ts';
import { ReturnStats } from './stats.ts';
import { createUniformSource } from './uniform.ts';

const job = workerData as SimJob;
const { play } = SCENARIOS[job.scenario]();
const next = createUniformSource();
const stats = new ReturnStats();
const end = job.start + job.count;
for (let i = job.start; i < end; i++) stats.add(play(next, i));
parentPort?.postMessage(stats.sums());
