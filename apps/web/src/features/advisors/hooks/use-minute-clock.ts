import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;

/** "Today" changes at midnight in Montréal; re-reading the clock each minute is plenty. */
export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), MINUTE_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
