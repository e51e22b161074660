import { useEffect, useState } from 'react';

/** Re-renders once a minute so relative times ('2 minutes ago') stay true while the page is open. */
export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
