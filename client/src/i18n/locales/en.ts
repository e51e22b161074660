import {
  FORGOT_PASSWORD_MESSAGE,
  RESEND_VERIFICATION_MESSAGE,
  RESET_PASSWORD_SUCCESS_MESSAGE,
} from '../../../../protocol/api/auth.ts';
import { PHRASES } from '../../../../protocol/errors.ts';
import {
  NICKNAME_MAX,
  NICKNAME_MIN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
} from '../../../../protocol/limits.ts';
import { adminEn } from './admin/en.ts';
import { aiEn } from './ai/en.ts';
import { avatarEn } from './avatar/en.ts';
import { characterEn } from './character/en.ts';
import { clansEn } from './clans/en.ts';
import { commonEn } from './common/en.ts';
import { companionsEn } from './companions/en.ts';
import { firstDaysEn } from './first-days/en.ts';
import { hallEn } from './hall/en.ts';
import { honorsEn } from './honors/en.ts';
import { inventoryEn } from './inventory/en.ts';
import { itemsEn } from './items/en.ts';
import { legalEn } from './legal/en.ts';
import { notificationsEn } from './notifications/en.ts';
import { profileEn } from './profile/en.ts';
import { questsEn } from './quests/en.ts';
import { remindersEn } from './reminders/en.ts';
import { restEn } from './rest/en.ts';
import { securityEn } from './security/en.ts';
import { setsEn } from './sets/en.ts';
import { shopEn } from './shop/en.ts';
import { startersEn } from './starters/en.ts';
import { tasksEn } from './tasks/en.ts';

/** English is the source of truth: every other language must have exactly these keys. */
export const en = {
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
  userMenu: {
    open: 'Open the menu of {{username}}',
    health: 'Health',
    xp: 'XP',
    gold: 'Gold',
    level: 'Level {{level}}',
    levelShort: 'Lv. {{level}}',
    navigation: 'Navigate',
    profileSettings: 'Profile Settings',
    logout: 'Logout',
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
  form: {
    showPassword: 'Show password',
    hidePassword: 'Hide password',
  },
  toast: {
    label: 'Notification',
    viewportLabel: 'Notifications ({hotkey})',
    close: 'Close notification',
  },
  live: {
    connecting: 'Connecting to live updates…',
    connected: 'Live updates: connected',
    reconnecting: 'Live updates: reconnecting…',
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
  auth: {
    pageTitle: 'Sign in',
    title: 'Enter the guild',
    subtitle: 'Log in to continue your adventure, or create your hero in under a minute.',
    tabsLabel: 'Account',
    tabLogin: 'Login',
    tabRegister: 'Register',
    tabVerify: 'Verify',
    tabReset: 'Reset',
    emailOrUsername: 'Email or username',
    email: 'Email',
    username: 'Username',
    password: 'Password',
    usernameHint: `${USERNAME_MIN} to ${USERNAME_MAX} characters: letters, digits, dots, dashes or underscores.`,
    passwordHint: `At least ${PASSWORD_MIN} characters.`,
    loginHeading: 'Welcome back, adventurer',
    loginText: 'Your quests are waiting for you.',
    loginButton: 'Login to Adventure',
    forgotLink: 'Forgot your password?',
    registerHeading: 'Create your hero',
    registerText: 'Pick a name for the quest log. You can change it later.',
    registerButton: 'Begin Your Quest',
    verify: {
      title: 'Check Your Email',
      text: 'We sent a verification link to {{email}}. Open it to activate your account, then log in.',
      textNoEmail: 'We sent you a verification link. Open it to activate your account, then log in.',
      requiredTitle: 'Email Verification Required',
      resendTitle: 'No email yet?',
      resendText: 'It can take a few minutes. Check your spam folder, or send a new link.',
      resendButton: 'Resend verification email',
      sentTitle: 'Verification email sent',
      backToLogin: 'Back to Login',
      invalidTitle: 'This verification link is invalid or has expired',
      invalidText:
        'Each link works once and expires after 24 hours. Enter your email and we will send a fresh one.',
    },
    verified: {
      title: 'Email Verified!',
      text: 'Your email address is confirmed. Log in and start your first quest.',
      continue: 'Continue to Login',
    },
    forgot: {
      title: 'Reset your password',
      text: 'Enter the email of your account and we will send you a link to choose a new password.',
      button: 'Send reset link',
      sentTitle: 'Check your email',
    },
    panel: {
      title: 'What awaits you',
      text: 'A planner that meets you where you are: small steps, clear focus, real rewards.',
      mentorTitle: 'AI Quest Mentor',
      mentorText:
        'Turns a daunting task into a short list of doable steps and helps you choose what comes first.',
      bossTitle: 'Epic Boss Battles',
      bossText: 'Team up with your party: every quest you finish deals damage to a shared boss.',
      lootTitle: 'Legendary Loot',
      lootText: 'Spend the gold you earn on weapons, armor and loyal companions.',
    },
    errors: {
      registrationFailed: 'Registration failed',
      emailExists: 'An account with this email already exists. Please login instead.',
      usernameTaken: 'This username is already taken. Please choose another one.',
      checkFields: 'Please check all fields are filled correctly.',
      passwordShort: `Password must be at least ${PASSWORD_MIN} characters.`,
      tryAgain: 'Please try again',
      loginFailed: 'Login failed',
      invalidCredentials: 'Email or password is incorrect. Please try again.',
      notFound: 'No account found with this email address.',
      checkCredentials: 'Please check your email and password',
      rateLimited: 'Too many attempts. Please wait a few minutes, then try again.',
      error: 'Error',
      resetEmailFailed: 'Failed to send reset email',
      resendFailed: 'Failed to resend verification email',
    },
  },
  reset: {
    pageTitle: 'Reset password',
    title: 'Choose a new password',
    text: 'Pick something you have not used here before. You will log in with it right after.',
    newPassword: 'New password',
    confirmPassword: 'Confirm password',
    submit: 'Save new password',
    successTitle: 'Password Reset Successful!',
    successText: 'You can now log in with your new password. Taking you to the login page...',
    goToLogin: 'Go to login now',
    failedTitle: 'Password Reset Failed',
    failedDefault: 'Failed to reset password. Please try again.',
    invalidLinkTitle: 'Invalid Link',
    invalidLinkText: 'This reset link is incomplete. Please request a new one.',
  },
  dashboard: {
    levelBadge: 'Lv. {{level}}',
    welcome: 'Welcome back, {{username}}!',
    experience: 'Experience',
    xpProgress: '{{current}} / {{total}} XP',
    xpToNext: '{{remaining}} XP to level {{next}}',
    gold: 'Gold',
    health: 'Health',
    damage: 'Damage',
    quickActions: 'Quick Actions',
    quickActionsText: 'Where does your adventure lead next?',
    questBoard: 'Quest Board',
    questBoardText: 'Pick up a quest or write your own',
    characterSheet: 'Character Sheet',
    characterSheetText: 'Your stats, gear and avatar',
    itemShop: 'Item Shop',
    itemShopText: 'Spend your gold on new gear',
  },
  classes: {
    noviceAdventurer: 'Novice Adventurer',
    taskWarrior: 'Task Warrior',
    focusGuardian: 'Focus Guardian',
    productivityPaladin: 'Productivity Paladin',
    masterOrganizer: 'Master Organizer',
    legendaryHero: 'Legendary Hero',
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
  /** Validation and server messages, written exactly as the protocol and the server write them. */
  messages: {
    emailInvalid: 'Please enter a valid email',
    emailAddressInvalid: 'Please enter a valid email address',
    usernameRequired: 'Username is required',
    usernameMin: `Username must be at least ${USERNAME_MIN} characters`,
    usernameMax: `Username must be less than ${USERNAME_MAX} characters`,
    usernameChars: 'Username may contain letters, digits, dots, dashes and underscores only',
    passwordMin: `Password must be at least ${PASSWORD_MIN} characters`,
    passwordMax: `Password must be at most ${PASSWORD_MAX} characters`,
    passwordRequired: 'Password is required',
    emailOrUsernameRequired: 'Email or username is required',
    resetTokenRequired: 'Reset token is required',
    confirmPassword: 'Please confirm your password',
    passwordsMismatch: 'Passwords do not match',
    validationFailed: PHRASES.validation,
    verifyEmail: PHRASES.unverified,
    invalidCredentials: PHRASES.invalidCredentials,
    forgotSent: FORGOT_PASSWORD_MESSAGE,
    resendSent: RESEND_VERIFICATION_MESSAGE,
    resetSuccess: RESET_PASSWORD_SUCCESS_MESSAGE,
    usernameTaken: PHRASES.usernameTaken,
    nicknameMin: `Nickname must be at least ${NICKNAME_MIN} characters`,
    nicknameMax: `Nickname must be at most ${NICKNAME_MAX} characters`,
    unknownTimezone: 'Unknown timezone',
  },
  legal: legalEn,
  common: commonEn,
  quests: questsEn,
  tasks: tasksEn,
  rest: restEn,
  security: securityEn,
  honors: honorsEn,
  hall: hallEn,
  items: itemsEn,
  shop: shopEn,
  inventory: inventoryEn,
  companions: companionsEn,
  ai: aiEn,
  clans: clansEn,
  firstDays: firstDaysEn,
  notifications: notificationsEn,
  reminders: remindersEn,
  starters: startersEn,
  sets: setsEn,
  character: characterEn,
  avatar: avatarEn,
  profile: profileEn,
  admin: adminEn,
};

/** Every leaf widened to `string`, so other languages need the same keys but not the same words. */
type Translated<T> = T extends string
  ? string
  : T extends ReadonlyArray<infer Item>
    ? Translated<Item>[]
    : { [Key in keyof T]: Translated<T[Key]> };

export type Translation = Translated<typeof en>;
