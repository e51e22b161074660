/** What `npm run bench:boss` and its hit driver (a worker thread) say to each other. */
export interface DriverMember {
  partyIndex: number;
  userId: string;
  cookie: string;
  quests: string[];
}

export interface DriverInput {
  mode: 'game' | 'bare';
  urls: string[];
  members: DriverMember[];
  seconds: number;
  warmupSeconds: number;
  hitMs: number;
}

export interface DriverOutput {
  acknowledged: number;
  elapsedSeconds: number;
}

/** Worker to main thread: warm-up done, start counting; main thread answers 'go'. */
export const WARM = 'warm';
