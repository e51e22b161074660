import { commonEn } from './common/en.ts';
import { firstDaysEn } from './first-days/en.ts';
import { messagesEn } from './messages/en.ts';
import { screensEn } from './screens/en.ts';
import { wholeLanguage } from './whole.ts';

/**
 * The shell's English: what a visitor's first page shows (the frame of every page, the landing
 * page, the loading, error and not-found pages, the offline banner, toasts) and the messages.
 * i18n.ts loads it before the first paint; the screens' texts (screens/en.ts, the auth screen and
 * everything a player sees) come with the first screen beyond the landing page. A key the landing
 * page needs belongs here: tests/built/landingBudget.test.ts keeps that part small. English is the
 * source of truth: every other language must have exactly these keys.
 */
export const shellEn = {
  app: {
    name: 'Quest Planner',
    homeLink: 'Quest Planner, home',
    loadingWorkspace: 'Loading your workspace...',
    loadingPage: 'Opening the page...',
    loadFailedTitle: "We couldn't reach the server",
    loadFailedText: 'Check your connection, then try again. Your progress is safe.',
    retry: 'Try again',
    skipToContent: 'Skip to main content',
  },
  nav: {
    label: 'Main navigation',
    home: 'Adventure Hall',
    quests: 'Quest Board',
    bossFight: 'Boss Battles',
    shop: 'Item Shop',
    character: 'Character',
    inventory: 'Inventory',
    active: 'Active',
    startAdventure: 'Start Adventure',
  },
  language: {
    label: 'Language',
    change: 'Language: {{language}}. Change language',
    active: 'Active',
  },
  footer: {
    legal: 'Legal',
    impressum: 'Impressum',
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
    disclaimer: 'Disclaimer',
    copyright: '© {{year}} Quest Planner',
    madeIn: 'Made with care in Switzerland',
  },
  toast: {
    label: 'Notification',
    viewportLabel: 'Notifications ({hotkey})',
    close: 'Close notification',
  },
  landing: {
    eyebrow: 'Your tasks, turned into quests',
    title: 'Plan less. Start more. Level up.',
    subtitle:
      'Quest Planner breaks big tasks into small quests, keeps today’s priorities in view and rewards every step you finish with experience, gold and loot.',
    getStarted: 'Get Started',
    featuresTitle: 'Made for minds that wander',
    smartBreakdownTitle: 'Smart breakdown',
    smartBreakdownText:
      'Your AI Quest Mentor splits overwhelming tasks into small, clear steps you can start right away.',
    priorityFocusTitle: 'Priority focus',
    priorityFocusText: 'See the few quests that matter today instead of an endless list. One step at a time.',
    rewardSystemTitle: 'Reward system',
    rewardSystemText:
      'Every finished quest earns experience, gold, levels and achievements. Progress you can see.',
    languagesTitle: 'Play in your language',
    languagesText: 'Switch at any time. Your choice is remembered on this device.',
  },
  notFound: {
    title: 'Lost in the wilds',
    message: "This page doesn't exist or has been moved.",
    backHome: 'Back to home',
  },
  errorPage: {
    title: 'Something went wrong',
    text: 'This screen ran into a problem. Going back home usually helps; your progress is safe.',
  },
  messages: messagesEn,
  common: commonEn,
  firstDays: firstDaysEn,
};

/** All of English: the shell and the screens. */
export const en = wholeLanguage(shellEn, screensEn);

/** Every leaf widened to `string`, so other languages need the same keys but not the same words. */
type Translated<T> = T extends string
  ? string
  : T extends ReadonlyArray<infer Item>
    ? Translated<Item>[]
    : { [Key in keyof T]: Translated<T[Key]> };

export type Translation = Translated<typeof en>;
export type ShellTranslation = Translated<typeof shellEn>;
export type ScreensTranslation = Translated<typeof screensEn>;
