import type { Translation } from '../en.ts';

export const profileDe: Translation['profile'] = {
  pageTitle: 'Profileinstellungen',
  title: 'Profileinstellungen',
  subtitle: 'Wie du auf deinem Abenteuer auftrittst und wie der Planer zu deinem Tag passt.',
  tabsLabel: 'Profilbereiche',
  tabs: {
    profile: 'Profil',
    admin: 'Administration',
  },
  stats: {
    level: 'Stufe',
    experience: 'Erfahrung',
    gold: 'Gold',
    streak: 'Serie',
  },
  nickname: {
    title: 'Spitzname',
    text: 'Der Name, unter dem dein Held auf dem Charakterbogen auftritt.',
    label: 'Spitzname',
    hint: 'Mindestens 3 Zeichen.',
    update: 'Aktualisieren',
    updating: 'Wird aktualisiert...',
    success: 'Spitzname erfolgreich aktualisiert!',
    failed: 'Spitzname konnte nicht aktualisiert werden',
  },
  username: {
    title: 'Benutzername',
    text: 'Damit meldest du dich an, und andere Abenteurer sehen ihn in Gruppen und Clans.',
    label: 'Benutzername',
    save: 'Benutzernamen speichern',
    saved: 'Benutzername gespeichert',
    savedText: 'Du heißt jetzt {{username}}.',
  },
  details: {
    title: 'Persönliche Angaben',
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail',
    emailHint: 'Deine Anmeldeadresse. Sie lässt sich hier nicht ändern.',
    timezone: 'Zeitzone',
    timezoneHint: 'Deine Serientage enden um Mitternacht in dieser Zeitzone.',
    language: 'Sprache',
    languageHint: 'Der Planer wechselt beim Speichern in diese Sprache.',
    clanNotifications: 'Clan-Neuigkeiten in meinen Benachrichtigungen',
    clanNotificationsHint:
      'Wenn jemand aus dem Clan beitritt, aufsteigt, einen Erfolg freischaltet oder einen Boss besiegt. Standardmäßig aus, damit es ruhig bleibt.',
    shareQuestTitles: 'Meine Quest-Titel meinem Clan und meiner Gruppe zeigen',
    shareQuestTitlesHint:
      'Deine Quests gehören dir. Solange das aus ist, sehen Clan und Gruppe nur, dass du eine Quest abgeschlossen hast und wie schwer sie war, nie ihren Titel oder deine Notizen.',
    save: 'Angaben speichern',
    saved: 'Profil aktualisiert',
    savedText: 'Deine Angaben sind gespeichert.',
  },
  saving: 'Wird gespeichert...',
  error: 'Fehler',
  failed: 'Profil konnte nicht aktualisiert werden',
};
