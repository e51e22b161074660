import type { Translation } from '../en.ts';

export const legalDe: Translation['legal'] = {
  impressum: {
    title: 'Impressum',
    updated: 'Stand: 20. August 2025',
    intro: 'Angaben zum Anbieter von Quest Planner.',
    sections: [
      {
        title: 'Anbieter',
        body: 'Quest Planner wird von einem unabhängigen Softwarestudio mit Sitz in der Schweiz entwickelt und betrieben.\n\nFirmenname, Postanschrift und Handelsregistereintrag: folgen.',
      },
      {
        title: 'Kontakt',
        body: 'E-Mail-Adresse und Telefonnummer: folgen.',
      },
      {
        title: 'Verantwortlich für den Inhalt',
        body: 'Das Studio, das Quest Planner betreibt. Name der verantwortlichen Person: folgt.',
      },
      {
        title: 'Externe Links',
        body: 'Wir prüfen Links auf andere Websites sorgfältig, sind für deren Inhalte aber nicht verantwortlich. Dafür sind deren Betreiber zuständig.',
      },
      {
        title: 'Urheberrecht',
        body: 'Texte, Grafiken und Code von Quest Planner sind urheberrechtlich geschützt. Bitte frag uns, bevor du sie weiterverwendest.',
      },
    ],
  },
  privacy: {
    title: 'Datenschutzerklärung',
    updated: 'Stand: 23. November 2026',
    intro:
      'Wir speichern nur die Daten, die das Spiel zum Funktionieren braucht, und wir verkaufen sie nie. Hier steht, was wir speichern und warum.',
    sections: [
      {
        title: 'Wer verantwortlich ist',
        body: 'Das Schweizer Studio, das Quest Planner betreibt (siehe Impressum). Kontaktdaten: folgen.',
      },
      {
        title: 'Dein Konto',
        body: 'Bei der Registrierung speichern wir deine E-Mail-Adresse, deinen Benutzernamen und dein Passwort. Das Passwort speichern wir nur als gesalzenen Hash, sodass niemand es lesen kann, auch wir nicht.\n\nDeine E-Mail-Adresse nutzen wir, um dein Konto zu bestätigen, Links zum Zurücksetzen des Passworts zu senden und für wichtige Hinweise zu deinem Konto. Wir versenden keine Newsletter.',
      },
      {
        title: 'Dein Fortschritt',
        body: 'Damit das Spiel funktioniert, speichern wir, was du erstellst und verdienst: Quests, Aufgaben, Erfahrung, Stufe, Gold, Gegenstände, Begleiter, Erfolge, Gruppen- und Clan-Mitgliedschaften sowie Profileinstellungen wie Spitzname, Sprache, Zeitzone und Avatar.',
      },
      {
        title: 'Sitzungs-Cookie und lokaler Speicher',
        body: 'Nach der Anmeldung setzen wir ein Sitzungs-Cookie. Es ist unbedingt nötig, damit du angemeldet bleibst, und endet mit der Abmeldung oder wenn die Sitzung abläuft.\n\nZu jeder Sitzung speichern wir, wann sie begann, wann sie zuletzt genutzt wurde und die Beschreibung des Browsers (User-Agent), damit du unter Profil > Sicherheit siehst, wo du angemeldet bist, und ein verlorenes Gerät abmelden kannst. Deine Sprache wird im lokalen Speicher deines Browsers gespeichert. Weitere Cookies verwenden wir nicht.',
      },
      {
        title: 'Kein Tracking',
        body: 'Quest Planner enthält keine Werbung, keine Analysedienste und keine Tracking-Pixel. Wir geben deine Daten nicht an Werbetreibende oder Datenhändler weiter.',
      },
      {
        title: 'KI-Questbegleiter',
        body: 'Wenn du den KI-Begleiter nutzt, werden der Text, den du sendest, und die nötigen Quest-Angaben verarbeitet, um eine Antwort zu erstellen. Je nach Einrichtung des Dienstes kann ein externer KI-Anbieter diesen Text in unserem Auftrag verarbeiten. Bitte teile in diesen Nachrichten keine Gesundheitsdaten oder andere sensible Informationen.',
      },
      {
        title: 'Sicherheitsprotokolle',
        body: 'Zum Schutz des Dienstes zeichnen unsere Server kurzzeitig technische Daten wie IP-Adresse, Zeitpunkt und aufgerufene Adresse auf, zum Beispiel um wiederholte Fehlanmeldungen zu stoppen.',
      },
      {
        title: 'Wie lange wir Daten speichern',
        body: 'Wir speichern deine Daten, solange dein Konto besteht. Eine Sitzung endet nach 14 Tagen ohne Nutzung und spätestens 30 Tage nach der Anmeldung. Links per E-Mail laufen ab: 24 Stunden zum Bestätigen einer Adresse, 1 Stunde zum Zurücksetzen des Passworts. Fehlgeschlagene Anmeldungen zählen wir höchstens eine Stunde lang.\n\nWenn du dein Konto löschst, löschen wir es sofort mit deinen persönlichen Daten: Profil, Quests, Aufgaben, Fokus-Sitzungen, Gegenstände, Begleiter, Erfolge, Benachrichtigungen, deine Chat-Nachrichten, Aktivität und Sitzungen. Deine Gruppe und dein Clan behalten ihre gemeinsame Geschichte (den Schaden an einem Boss, den Clan-Verlauf) mit „ein ehemaliges Mitglied“ statt deines Namens. In unserem Audit-Protokoll bleibt vermerkt, dass ein Konto gelöscht wurde, ohne deinen Namen oder deine E-Mail-Adresse.',
      },
      {
        title: 'Deine Rechte',
        body: 'Nach dem Schweizer Datenschutzgesetz und, wo anwendbar, der DSGVO kannst du erfragen, welche Daten wir über dich haben, sie berichtigen oder löschen lassen und eine Kopie erhalten.\n\nDas meiste kannst du selbst unter Profil > Sicherheit erledigen: „Meine Daten herunterladen“ gibt dir eine Datei mit allem, was wir über dich speichern, und „Mein Konto löschen“ löscht es endgültig. Dort kannst du auch E-Mail-Adresse und Passwort ändern und andere Geräte abmelden. Kontaktdaten für weitere Anfragen: folgen.',
      },
    ],
  },
  terms: {
    title: 'Nutzungsbedingungen',
    updated: 'Stand: 20. August 2025',
    intro:
      'Diese Bedingungen gelten, wenn du Quest Planner nutzt. Mit dem Anlegen eines Kontos akzeptierst du sie.',
    sections: [
      {
        title: 'Der Dienst',
        body: 'Quest Planner ist ein spielerischer Aufgabenplaner. Wir entwickeln ihn laufend weiter; Funktionen können sich ändern, und wir können den Dienst für Wartungsarbeiten unterbrechen.',
      },
      {
        title: 'Dein Konto',
        body: 'Für die Registrierung brauchst du eine gültige E-Mail-Adresse. Halte dein Passwort geheim: Du bist für das verantwortlich, was in deinem Konto geschieht.',
      },
      {
        title: 'Fair Play',
        body: 'Störe den Dienst nicht, nutze keine Fehler aus, automatisiere keine Aktionen, belästige keine anderen Spielenden und wähle keine beleidigenden Namen. Moderatoren können Konten, die gegen diese Regeln verstossen, verwarnen, sperren oder ausschliessen.',
      },
      {
        title: 'Deine Inhalte',
        body: 'Die Quests, Aufgaben und Nachrichten, die du schreibst, gehören dir. Du erlaubst uns, sie zu speichern und zu verarbeiten, um den Dienst zu betreiben.',
      },
      {
        title: 'Virtuelle Belohnungen',
        body: 'Erfahrung, Gold, Gegenstände und andere Belohnungen sind Teil des Spiels. Sie haben keinen Geldwert und können nicht in Geld umgetauscht werden.',
      },
      {
        title: 'Haftung',
        body: 'Wir stellen Quest Planner so bereit, wie er ist, und können nicht garantieren, dass er immer verfügbar oder fehlerfrei ist. Soweit gesetzlich zulässig, haften wir nur für Vorsatz und grobe Fahrlässigkeit.',
      },
      {
        title: 'Änderungen',
        body: 'Wir können diese Bedingungen anpassen. Über wichtige Änderungen informieren wir dich in der App, bevor sie gelten.',
      },
      {
        title: 'Anwendbares Recht',
        body: 'Es gilt Schweizer Recht. Gerichtsstand ist der Sitz des betreibenden Studios (folgt), soweit zwingendes Recht nichts anderes vorsieht.',
      },
    ],
  },
  disclaimer: {
    title: 'Haftungsausschluss',
    updated: 'Datiert auf den 20. August 2025',
    intro:
      'Quest Planner ist ein Werkzeug für Planung und Motivation. Bitte lies diese Hinweise, bevor du dich darauf verlässt.',
    sections: [
      {
        title: 'Medizinischer Haftungsausschluss',
        body: 'Quest Planner gibt keinen medizinischen Rat. Die App ersetzt keine professionelle Diagnose oder Behandlung von ADHS oder einer anderen Erkrankung.\n\nWenn du Fragen zu deiner Gesundheit hast, wende dich bitte an eine Ärztin, einen Arzt oder eine andere Fachperson. Im Notfall wähle die örtliche Notrufnummer.',
      },
      {
        title: 'KI-Haftungsausschluss',
        body: 'Vorschläge des KI-Questbegleiters werden automatisch erzeugt. Sie sind nur allgemeine Orientierung und können falsch, unvollständig oder für deine Situation ungeeignet sein.\n\nPrüfe wichtige Informationen selbst und triff deine eigenen Entscheidungen. Der KI-Begleiter ist weder Arzt noch Therapeut noch Coach.',
      },
      {
        title: 'Keine Erfolgsgarantie',
        body: 'Erfahrung, Serien und Belohnungen sollen dich motivieren. Wir können nicht versprechen, dass die App deine Produktivität oder dein Wohlbefinden verändert.',
      },
      {
        title: 'Inhalte und Links',
        body: 'Wir erstellen die Inhalte von Quest Planner sorgfältig, können aber nicht garantieren, dass sie vollständig und aktuell sind. Für die Inhalte externer Websites sind wir nicht verantwortlich.',
      },
    ],
  },
};
