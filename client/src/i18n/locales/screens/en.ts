import { PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from '@protocol/limits.ts';
import { adminEn } from '../admin/en.ts';
import { aiEn } from '../ai/en.ts';
import { avatarEn } from '../avatar/en.ts';
import { characterEn } from '../character/en.ts';
import { clansEn } from '../clans/en.ts';
import { companionsEn } from '../companions/en.ts';
import { hallEn } from '../hall/en.ts';
import { honorsEn } from '../honors/en.ts';
import { inventoryEn } from '../inventory/en.ts';
import { itemsEn } from '../items/en.ts';
import { legalEn } from '../legal/en.ts';
import { notificationsEn } from '../notifications/en.ts';
import { partyInvitesEn } from '../party-invites/en.ts';
import { planningEn } from '../planning/en.ts';
import { profileEn } from '../profile/en.ts';
import { questsEn } from '../quests/en.ts';
import { quickAddEn } from '../quick-add/en.ts';
import { remindersEn } from '../reminders/en.ts';
import { restEn } from '../rest/en.ts';
import { securityEn } from '../security/en.ts';
import { setsEn } from '../sets/en.ts';
import { shopEn } from '../shop/en.ts';
import { shortcutsEn } from '../shortcuts/en.ts';
import { startersEn } from '../starters/en.ts';
import { tasksEn } from '../tasks/en.ts';

/**
 * English texts of the screens beyond the landing page (the auth screen, the player's shell and
 * screens, the legal pages, the admin area): loaded with the first of them (i18n.ts,
 * app/lazy-pages.ts), never for a visitor's first page. Every other language must have exactly
 * these keys.
 */
export const screensEn = {
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
  form: {
    showPassword: 'Show password',
    hidePassword: 'Hide password',
  },
  live: {
    connecting: 'Connecting to live updates…',
    connected: 'Live updates: connected',
    reconnecting: 'Live updates: reconnecting…',
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
  legal: legalEn,
  quests: questsEn,
  quickAdd: quickAddEn,
  shortcuts: shortcutsEn,
  planning: planningEn,
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
  notifications: notificationsEn,
  partyInvites: partyInvitesEn,
  reminders: remindersEn,
  starters: startersEn,
  sets: setsEn,
  character: characterEn,
  avatar: avatarEn,
  profile: profileEn,
  admin: adminEn,
};
