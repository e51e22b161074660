/** Navigation, connection, attention and small everyday texts of the first days (issue 16). */
export const firstDaysEn = {
  nav: {
    /** Phone tab bar: about 70 px per tab, so the long names of the top navigation get a short form. */
    short: { home: 'Home', quests: 'Quests', bossFight: 'Boss' },
    tasks: 'Tasks',
    focus: 'Focus mode',
    companions: 'Companions',
    clans: 'Clan Hall',
    honors: 'Hall of Honors',
    profile: 'Profile Settings',
    more: 'More',
    moreLabel: 'More places',
    tabBar: 'Main navigation',
  },
  offline: {
    banner: 'Offline — we’ll keep trying',
    bannerText: 'You are offline. Changes you make now are not saved until you are back online.',
    back: 'Back online',
    network: 'Not saved: you are offline. Try again once you are back online.',
    retryTitle: 'That didn’t go through',
    retry: 'Try again',
    recovering: 'Back online: loading the page again…',
  },
  notifications: {
    achievementGroup_one: '{{count}} achievement unlocked',
    achievementGroup_other: '{{count}} achievements unlocked',
    achievementGroupBody: '+{{points}} points',
    showAll: 'Show all',
    hideAll: 'Show fewer',
  },
  todayTasks: {
    title: 'Today’s tasks',
    count_one: '{{count}} task for today',
    count_other: '{{count}} tasks for today',
    empty: 'Nothing planned for today. Add a task when you are ready.',
    more_one: '+{{count}} more',
    more_other: '+{{count}} more',
    open: 'Open tasks',
    dueAt: 'due {{time}}',
  },
  languageSave: {
    failedTitle: 'Language not saved',
    failedText:
      'Your language could not be saved to your account yet; the app uses it anyway. Profile settings can save it later.',
  },
  contact: {
    link: 'Contact the team',
    footer: 'Contact',
    title: 'Contact the team',
    intro:
      'A question, a problem, an idea, or something about your account? Write to us here. A person from the team reads every message and answers by email.',
    accountIntro:
      'If your account was suspended or closed and you would like to know why, or you think it was a mistake, tell us here. We read every message and answer calmly and fairly.',
    signedInAs: 'You are signed in as {{username}}: the team sees your account with your message.',
    email: 'Your email address',
    emailHint: 'We answer to this address and use it for nothing else.',
    emailHintAccount: 'Please use the address of your account, so we can find it.',
    topic: 'What is it about?',
    topics: {
      account: 'My account was suspended or closed',
      problem: 'Something is not working',
      feedback: 'An idea or feedback',
      other: 'Something else',
    },
    message: 'Your message',
    messageHint: 'Take your time. Up to {{max}} characters.',
    charactersLeft_one: '{{count}} character left',
    charactersLeft_other: '{{count}} characters left',
    send: 'Send message',
    errors: {
      email: 'Please enter an email address we can answer to, like name@example.com.',
      messageRequired: 'Please write a few words, so the team knows how to help.',
      messageTooLong: 'That is a little long: please keep it to {{max}} characters.',
      failedTitle: 'Your message was not sent',
      rateLimited:
        'You have sent several messages in a short time. Please wait a while, then try again. Your text is still here.',
      offline: 'No connection right now. Your text is still here: send it again once you are back online.',
      generic: 'Something went wrong on our side. Your text is still here: please try again in a moment.',
    },
    sentTitle: 'Thanks — the team will answer by email',
    sentText:
      'Your message reached the team. We will write to {{email}}; it can take a few days. There is nothing else you need to do.',
    another: 'Write another message',
    home: 'Back to home',
    legalNote: 'Until then, the contact form reaches the team; a person reads every message.',
    legalLink: 'Write to the team',
  },
};
