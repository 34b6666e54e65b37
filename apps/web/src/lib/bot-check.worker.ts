// Solves one bot-check challenge off the page's thread: a busy or hidden page throttles
// timers on the main thread, which is how a 2 s solve became 23–42 s (issue 14).
import { solveChallengeSync, type BotCheckChallenge } from '@portal/contracts/botcheck-solver';

/** Messages the worker posts back. */
export type BotCheckWorkerMessage =
  { type: 'progress'; fraction: number } | { type: 'done'; number: number | null };

self.onmessage = (event: MessageEvent<BotCheckChallenge>) => {
  const post = (message: BotCheckWorkerMessage) => self.postMessage(message);
  const number = solveChallengeSync(event.data, (fraction) => post({ type: 'progress', fraction }));
  post({ type: 'done', number });
};
