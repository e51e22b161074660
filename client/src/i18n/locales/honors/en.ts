/** The Hall of Honors (/achievements). */
export const honorsEn = {
  pageTitle: 'Hall of Honors',
  eyebrow: 'Achievements',
  text: 'Every title you have earned, and the honors still waiting for you.',
  tiles: {
    titles: 'Titles Earned',
    points: 'Experience Points',
    pointsDetail: 'Points from the honors you earned',
    streak: 'Quest Streak',
    mastery: 'Mastery Rate',
  },
  titlesValue: '{{earned}} / {{total}}',
  milestone: 'Next Legendary Milestone',
  milestoneProgress: '{{points}} / {{target}} points',
  milestoneRemaining: '{{remaining}} points to go. Every quest and task brings you closer.',
  earnedTitle: 'Legendary Titles',
  earnedEmpty: 'Your first title is one quest away.',
  unclaimedTitle: 'Unclaimed Honors',
  unclaimedEmpty: 'You have claimed every honor. Truly legendary!',
  earnedOn: 'Earned {{date}}',
  progress: '{{current}} / {{target}}',
  progressLabel: 'Progress toward {{title}}',
};
