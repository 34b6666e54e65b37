import { useCallback, useEffect, useRef, useState } from 'react';
import { openBotCheck, runBotCheck, type BotCheckSession } from './bot-check.ts';

/**
 * Starts the bot check when the form mounts (not at submit), so the answer is usually ready
 * before the player presses the button. `progress` (0..1) lets the form show how far a still
 * running check has got; `take()` resolves as soon as it is done.
 */
export function useBotCheck(isEnabled = true): { take: () => Promise<string>; progress: number } {
  const [progress, setProgress] = useState(0);
  const session = useRef<BotCheckSession | null>(null);
  useEffect(() => {
    if (!isEnabled) return undefined;
    const opened = openBotCheck(setProgress);
    session.current = opened;
    return () => {
      opened.close();
      session.current = null;
    };
  }, [isEnabled]);
  const take = useCallback(() => session.current?.take() ?? runBotCheck(), []);
  return { take, progress };
}
