import type { quickAddEn } from './en.ts';

export const quickAddDe: typeof quickAddEn = {
  understood: 'Verstanden',
  understoodNothing:
    'Schreib einen Tag, eine Uhrzeit, eine Routine, p1 bis p3 oder ~20m – es wird beim Tippen erkannt.',
  kind: {
    date: 'Tag',
    time: 'Uhrzeit',
    recurrence: 'Routine',
    priority: 'Priorität',
    estimate: 'Schätzung',
  },
  undo: {
    date: 'Kein Datum: „{{text}}“ bleibt im Titel',
    time: 'Keine Uhrzeit: „{{text}}“ bleibt im Titel',
    recurrence: 'Keine Routine: „{{text}}“ bleibt im Titel',
    priority: 'Keine Priorität: „{{text}}“ bleibt im Titel',
    estimate: 'Keine Schätzung: „{{text}}“ bleibt im Titel',
  },
  recurrence: { daily: 'Jeden Tag', weekdays: 'Jeden Werktag', weekly: 'Jede Woche' },
  priority: { high: 'Hoch', medium: 'Mittel', low: 'Niedrig' },
  estimate: '~{{minutes}} Min.',
  voice: {
    start: 'Zeile sprechen',
    stop: 'Zuhören beenden',
    denied:
      'Das Mikrofon ist nicht erlaubt. Du kannst es in den Website-Einstellungen des Browsers erlauben.',
    noSpeech: 'Es war nichts zu hören. Versuch es noch einmal etwas näher am Mikrofon.',
    failed: 'Das Mikrofon ließ sich gerade nicht nutzen. Tippen geht wie immer.',
  },
  titleMissing: 'Schreib dazu, was du tun willst, nicht nur wann.',
  plainHint: 'Datumserkennung ist aus: Die Zeile wird so hinzugefügt, wie du sie schreibst (Profil).',
};
