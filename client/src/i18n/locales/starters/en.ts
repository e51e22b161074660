/** The Quest Companion's starter quests on the empty Quest Board (DESIGN 11). */
export const startersEn = {
  title: 'Three small quests for today',
  text: 'Your Quest Companion picked these to help you start. Add one with a single click; nothing is added without you.',
  add: 'Add quest',
  addLabel: 'Add quest: “{{title}}”',
  easy: 'Easy',
  added: 'Quest added',
  addedText: '“{{title}}” is on your board. Complete it when it’s done.',
  addFailed: 'The quest could not be added',
  noneLeft: 'No active quests. New starter quests arrive tomorrow, or add your own with New Quest.',
  loadFailed: 'No active quests. Today’s starter quests could not be loaded; add your own with New Quest.',
};
