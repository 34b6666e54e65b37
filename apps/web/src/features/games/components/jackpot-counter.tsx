import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import {
  formatJackpot,
  initialJackpotCents,
  jackpotStepCents,
  nextJackpotDelayMs,
  type Random,
} from '../jackpot.ts';
import { useMotionAllowed } from '../../../lib/use-motion-allowed.ts';
import styles from './jackpot-counter.module.css';

interface JackpotCounterProps {
  currencySymbol: string;
  random?: Random;
}

/** The spec's decorative progressive jackpot: random start, grows every 3 to 5 seconds. */
export function JackpotCounter({ currencySymbol, random = Math.random }: JackpotCounterProps) {
  const { t, i18n } = useTranslation();
  const [cents, setCents] = useState(() => initialJackpotCents(random));
  const ref = useRef<HTMLElement>(null);
  // It grows (and glows) only while someone can see it: not off screen, not in a hidden tab.
  const isShowing = useMotionAllowed(ref);

  useEffect(() => {
    if (!isShowing) return;
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(() => {
        setCents((c) => c + jackpotStepCents(random));
        schedule();
      }, nextJackpotDelayMs(random));
    };
    schedule();
    return () => clearTimeout(timer);
  }, [random, isShowing]);

  const formatted = formatJackpot(cents, i18n.language);
  return (
    <section
      ref={ref}
      className={styles.jackpot}
      aria-labelledby="jackpot-label"
      data-running={isShowing}
    >
      <div className={styles.glow} aria-hidden="true" />
      <h2 id="jackpot-label" className={styles.label}>
        {t('home.jackpotLabel')}
      </h2>
      <p className={styles.value} data-testid="jackpot-value" dir="ltr">
        {/* Read as one number; the per-digit tiles are visual only. */}
        <span className="visually-hidden">{`${currencySymbol}${formatted}`}</span>
        <span className={styles.symbol} aria-hidden="true">
          {currencySymbol}
        </span>
        {[...formatted].map((ch, i) => (
          <span
            key={i}
            aria-hidden="true"
            className={/\p{Nd}/u.test(ch) ? styles.digit : styles.sep}
          >
            {ch}
          </span>
        ))}
      </p>
    </section>
  );
}
