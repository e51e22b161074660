/** Rest mode (DESIGN 11): the switch in Profile and the party's badge. */
export const restEn = {
  title: 'Rest mode',
  text: 'Holidays, illness or a hard week: turn rest mode on and the boss will not strike back at you while it is on. Nothing you have earned is ever taken away, with or without it.',
  label: 'I am resting',
  on: 'Rest mode is on. Take all the time you need.',
  off: 'Rest mode is off. Welcome back!',
  failed: 'Rest mode could not be changed. Please try again.',
  badge: 'Resting',
  badgeLabel: 'Resting: rest mode is on. Open Profile to change it',
};
