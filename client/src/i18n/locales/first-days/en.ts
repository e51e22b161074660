/** Navigation, connection, attention and small everyday texts of the first days (issue 16). */
export const firstDaysEn = {
  nav: {
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
    bannerText: 'Your progress is safe. We reconnect by ourselves as soon as the connection is back.',
    back: 'Back online',
    network: 'No connection right now. Nothing was lost: try again once you are back online.',
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
  contact: {
    link: 'Contact the team',
  },
};
