/** German offline texts (du, like the app's German interface). */
import type { CompanionTexts } from './types.ts';

const plural = (count: number, one: string, many: string): string => (count === 1 ? one : many);

function dueText(days: number): string {
  if (days < -1) return `war vor ${-days} Tagen fällig`;
  if (days === -1) return 'war gestern fällig';
  if (days === 0) return 'ist heute fällig';
  if (days === 1) return 'ist morgen fällig';
  if (days < 14) return `ist in ${days} Tagen fällig`;
  return `ist in etwa ${Math.round(days / 7)} Wochen fällig`;
}

export const de: CompanionTexts = {
  quote: (text) => `„${text}“`,
  untitled: 'diese Quest',
  steps: {
    writing: [
      {
        title: 'Leere Seite öffnen',
        description: (c) => `Öffne ein leeres Dokument für ${c.t} und schreib drei grobe Stichpunkte hinein.`,
      },
      {
        title: 'Material sammeln',
        description: (c) => `Leg die Notizen, Quellen oder Daten für ${c.t} an einem Ort zusammen.`,
        withItems: (c) =>
          `Leg deine Notizen an einem Ort zusammen und hak sie beim Verwenden ab: ${c.items}.`,
      },
      {
        title: 'Gliederung skizzieren',
        description: 'Mach aus den Stichpunkten drei bis fünf Überschriften in sinnvoller Reihenfolge.',
      },
      {
        title: 'Rohfassung schreiben',
        description:
          'Schreib die unordentliche erste Fassung und ignoriere Rechtschreibung und Stil vorerst.',
      },
      {
        title: 'Lücken füllen',
        description: 'Geh zu jeder Stelle zurück, die du offen gelassen hast, und füll sie aus.',
      },
      {
        title: 'Einmal überarbeiten',
        description: 'Lies den Entwurf einmal von oben bis unten und korrigiere nur, was unklar ist.',
      },
      {
        title: 'Feinschliff und abgeben',
        description: (c) =>
          `Prüf die Rechtschreibung, ergänze einen Titel und speichere, verschicke oder gib ${c.t} ab.`,
      },
    ],
    message: [
      {
        title: 'Neue Nachricht öffnen',
        description: (c) => `Öffne eine neue Nachricht für ${c.t} und tippe nur die Begrüßung.`,
      },
      {
        title: 'Details nachschlagen',
        description: 'Such die Termine, Nummern oder Anhänge heraus, die du erwähnen willst.',
        withItems: (c) => `Notier die Punkte, die du erwähnen willst: ${c.items}.`,
      },
      {
        title: 'Kernaussage schreiben',
        description: 'Schreib einen Satz, der sagt, was die andere Person wissen oder tun soll.',
      },
      {
        title: 'Den Rest schreiben',
        description: 'Ergänze die Details in kurzen Sätzen; drei bis fünf reichen meistens.',
      },
      {
        title: 'Mit einer klaren Bitte enden',
        description: 'Schließ mit einer Frage oder einem nächsten Schritt, damit die Antwort leichtfällt.',
      },
      {
        title: 'Einmal durchlesen',
        description: 'Lies sie ein einziges Mal durch und korrigiere nur, was unklar ist.',
      },
      {
        title: 'Auf Senden drücken',
        description: 'Schick sie ab und hak die Quest ab, denn erledigt ist besser als perfekt.',
      },
    ],
    call: [
      {
        title: 'Nummer bereitlegen',
        description: (c) => `Such die Telefonnummer für ${c.t} heraus und leg sie gut sichtbar hin.`,
      },
      {
        title: 'Ersten Satz aufschreiben',
        description: 'Schreib genau auf, was du als Erstes sagst, etwa wer du bist und warum du anrufst.',
      },
      {
        title: 'Fragen notieren',
        description: 'Notier zwei oder drei Punkte oder Fragen, die du ansprechen willst.',
        withItems: (c) => `Leg dir deine Punkte bereit: ${c.items}.`,
      },
      {
        title: 'Ruhigen Ort suchen',
        description: 'Geh an einen ruhigen Ort und halte einen Stift für Notizen bereit.',
      },
      {
        title: 'Anrufen',
        description:
          'Wähl die Nummer, sag, wer du bist und warum du anrufst, und klär, was du brauchst, oder sprich kurz auf die Mailbox.',
      },
      {
        title: 'Ergebnis notieren',
        description:
          'Schreib auf, was vereinbart wurde, welche Termine es gibt und wer was als Nächstes tut.',
      },
      {
        title: 'Abschließen',
        description: 'Trag alles Weitere in deinen Kalender ein und hak die Quest ab.',
      },
    ],
    cleaning: [
      {
        title: 'Tüte und Korb holen',
        description: 'Hol eine Tüte für Müll und einen Korb für Dinge, die woanders hingehören.',
      },
      {
        title: 'Eine kleine Stelle freiräumen',
        description: (c) =>
          `Stell einen kurzen Timer und räum für ${c.t} nur eine kleine Stelle frei, etwa einen Stuhl, ein Regalbrett oder den Wäschekorb.`,
      },
      {
        title: 'Sachen wegräumen',
        description: 'Räum alles weg, was einen festen Platz hat, und sammle den Rest in einem Korb.',
      },
      {
        title: 'Flächen abwischen',
        description: 'Wisch die frei geräumten Flächen ab, von oben nach unten.',
        withItems: (c) => `Geh die Bereiche einzeln durch: ${c.items}.`,
      },
      {
        title: 'Boden machen',
        description: 'Saug oder feg den Boden, jetzt wo er frei ist.',
      },
      {
        title: 'Wäsche und Geschirr sortieren',
        description: 'Leg schmutzige Wäsche in den Korb und Geschirr in die Spüle oder Spülmaschine.',
      },
      {
        title: 'Müll rausbringen',
        description: 'Bring den Müll raus, such einen Platz für das, was übrig ist, und hak die Quest ab.',
      },
    ],
    studying: [
      {
        title: 'Material aufschlagen',
        description: (c) =>
          `Schlag das Buch, die Notizen oder die Kursseite für ${c.t} auf und lies nur die erste Überschrift.`,
      },
      {
        title: 'Heutigen Abschnitt wählen',
        description: 'Wähl einen kleinen Abschnitt, etwa ein Unterkapitel oder zehn Karteikarten.',
        withItems: (c) => `Wähl für heute einen Teil aus deiner Liste: ${c.items}.`,
      },
      {
        title: 'Einen Fokusblock machen',
        description: 'Stell einen Timer auf 25 Minuten und lies oder übe nur diesen Abschnitt.',
      },
      {
        title: 'In eigenen Worten festhalten',
        description: 'Schreib drei bis fünf Kernpunkte oder Fragen zu dem auf, was du gerade gelernt hast.',
      },
      {
        title: 'Echte Pause machen',
        description: 'Steh auf, trink Wasser und beweg dich fünf Minuten weg vom Bildschirm.',
      },
      {
        title: 'Dich selbst abfragen',
        description: 'Schließ das Material und beantworte deine Fragen aus dem Gedächtnis.',
      },
      {
        title: 'Stelle markieren',
        description: (c) =>
          `Notier, wo du das nächste Mal weitermachst, damit der Wiedereinstieg in ${c.t} leichtfällt.`,
      },
    ],
    shopping: [
      {
        title: 'Liste anfangen',
        description: (c) =>
          `Öffne eine Einkaufsnotiz für ${c.t} und schreib die ersten drei Dinge auf, die du brauchst.`,
        withItems: (c) => `Öffne eine Einkaufsnotiz für ${c.t} und übertrag, was du brauchst: ${c.items}.`,
      },
      {
        title: 'Vorräte prüfen',
        description: 'Schau kurz in Kühlschrank, Schränke oder Schubladen, damit du nichts doppelt kaufst.',
      },
      {
        title: 'Liste gruppieren',
        description: 'Sortier die Liste nach Laden oder Gang, damit du den Weg nur einmal gehst.',
      },
      {
        title: 'Alles für den Weg bereitlegen',
        description: 'Leg Taschen, Geldbeutel, Schlüssel und Liste an die Tür.',
      },
      {
        title: 'Losgehen und besorgen',
        description: 'Geh los und besorg nur, was auf der Liste steht, und hak dabei alles ab.',
      },
      {
        title: 'Alles verstauen',
        description: 'Pack sofort aus, damit die Taschen nicht herumstehen.',
      },
      {
        title: 'Abhaken',
        description: 'Streich den letzten Punkt durch und markiere die Quest als erledigt.',
      },
    ],
    cooking: [
      {
        title: 'Rezept aussuchen',
        description: (c) =>
          `Entscheide, was du für ${c.t} kochst, und öffne das Rezept oder notier die Zutaten.`,
      },
      {
        title: 'Zutaten prüfen',
        description: 'Prüf, ob du alles da hast, und notier, was fehlt.',
        withItems: (c) => `Prüf, ob du alles da hast: ${c.items}.`,
      },
      {
        title: 'Arbeitsplatz einrichten',
        description: 'Räum die Arbeitsfläche frei und stell Töpfe, Werkzeug und Zutaten bereit.',
      },
      {
        title: 'Zutaten vorbereiten',
        description: 'Wasch, schneide und miss alles ab, bevor du den Herd anmachst.',
      },
      {
        title: 'Schritt für Schritt kochen',
        description: 'Folge dem Rezept Schritt für Schritt und stell für jede Garphase einen Timer.',
      },
      {
        title: 'Nebenbei aufräumen',
        description: 'Spül Werkzeug ab und wisch die Arbeitsfläche, während etwas köchelt oder backt.',
      },
      {
        title: 'Servieren und genießen',
        description: (c) => `Richte an, setz dich hin und genieß es: Du hast ${c.t} geschafft.`,
      },
    ],
    exercise: [
      {
        title: 'Schuhe anziehen',
        description: (c) =>
          `Zieh deine Sportsachen oder Schuhe für ${c.t} an; das ist schon der ganze erste Schritt.`,
      },
      {
        title: 'Wasser und Musik',
        description: 'Füll eine Wasserflasche und starte eine Playlist, die du magst.',
      },
      {
        title: 'Aufwärmen',
        description: 'Beweg dich ein paar Minuten locker, etwa mit Gehen auf der Stelle oder Armkreisen.',
      },
      {
        title: 'Hauptteil machen',
        description: 'Mach den Hauptteil in gemütlichem Tempo; kürzer ist auch in Ordnung.',
      },
      {
        title: 'Noch eine Runde',
        description:
          'Wenn du dich noch gut fühlst, häng eine kurze Extrarunde an, und wenn nicht, bist du fertig.',
      },
      {
        title: 'Auslaufen und dehnen',
        description: 'Geh langsam und dehn dich ein paar Minuten.',
      },
      {
        title: 'Eintragen',
        description: 'Trink Wasser und markiere die Quest als erledigt, denn jede Einheit zählt.',
      },
    ],
    coding: [
      {
        title: 'Projekt öffnen',
        description: (c) => `Öffne das Projekt für ${c.t} und schreib eine Zeile dazu, wann es fertig ist.`,
      },
      {
        title: 'Stelle finden',
        description:
          'Finde die betroffene Datei oder Funktion und reproduziere den Fehler, falls es ein Bug ist.',
      },
      {
        title: 'Schnelle Prüfung schreiben',
        description:
          'Schreib einen kleinen Test oder eine manuelle Prüfung, die zeigt, wann es funktioniert.',
      },
      {
        title: 'Kleinste Änderung machen',
        description: (c) => `Mach die kleinste Änderung, die ${c.t} voranbringt, ein Stück nach dem anderen.`,
        withItems: (c) => `Arbeite die Teile einzeln ab und fang mit ${c.first} an: ${c.items}.`,
      },
      {
        title: 'Ausführen',
        description: 'Lass die Tests oder die App laufen und vergleich das Ergebnis mit deiner Fertig-Zeile.',
      },
      {
        title: 'Aufräumen',
        description:
          'Entferne Debug-Ausgaben, benenne Verwirrendes um und ergänze wo nötig einen kurzen Kommentar.',
      },
      {
        title: 'Arbeit committen',
        description:
          'Committe oder speichere deine Arbeit mit einer Nachricht, die sagt, was sich geändert hat.',
      },
    ],
    paperwork: [
      {
        title: 'Erstes Dokument finden',
        description: (c) =>
          `Such nur den ersten Brief, das erste Formular oder den ersten Zugang für ${c.t} heraus und leg ihn auf den Tisch.`,
      },
      {
        title: 'Den Rest sammeln',
        description: 'Sammle die übrigen Unterlagen in einer Mappe oder auf einem Stapel.',
        withItems: (c) => `Sammle, was du brauchst, in einer Mappe: ${c.items}.`,
      },
      {
        title: 'Frist notieren',
        description: 'Schreib die Frist und ein etwaiges Aktenzeichen auf einen gut sichtbaren Klebezettel.',
      },
      {
        title: 'Das Einfache ausfüllen',
        description:
          'Füll aus, was du schon weißt, wie Namen, Adressen und Nummern, und überspring die schweren Teile.',
      },
      {
        title: 'Offene Fragen klären',
        description: 'Geh die übersprungenen Teile einzeln durch und notier, was du jemanden fragen musst.',
      },
      {
        title: 'Gegenprüfen',
        description: 'Prüf Beträge, Daten und Unterschriften einmal durch.',
      },
      {
        title: 'Abschicken und ablegen',
        description: (c) =>
          `Schick es ab, bezahl oder wirf es ein und leg die Unterlagen für ${c.t} in einer beschrifteten Mappe ab.`,
      },
    ],
    planning: [
      {
        title: 'Ziel aufschreiben',
        description: (c) => `Schreib einen Satz dazu, wie ${c.t} aussieht, wenn es geschafft ist.`,
      },
      {
        title: 'Alles aus dem Kopf holen',
        description: 'Schreib alle Aufgaben, Ideen und Sorgen auf, ohne sie zu sortieren.',
        withItems: (c) => `Geh von deinen Notizen aus und ergänze, was fehlt: ${c.items}.`,
      },
      {
        title: 'Das Wichtigste wählen',
        description: 'Wähl die drei Dinge aus, die wirklich zählen, und parke den Rest.',
      },
      {
        title: 'Termine setzen',
        description: 'Gib jedem wichtigen Punkt ein Datum oder eine grobe Woche in deinem Kalender.',
      },
      {
        title: 'Um Hilfe bitten',
        description: 'Überleg, wer dir bei einem Teil helfen könnte, und schreib der Person.',
      },
      {
        title: 'Erste Aufgabe vorbereiten',
        description: 'Leg bereit, was die erste Aufgabe braucht, damit du direkt loslegen kannst.',
      },
      {
        title: 'Erste Aufgabe erledigen',
        description: (c) => `Erledige jetzt die allererste Aufgabe für ${c.t}, auch wenn sie klein ist.`,
      },
    ],
    application: [
      {
        title: 'Stellenanzeige öffnen',
        description: (c) =>
          `Öffne die Stellenanzeige oder deinen Lebenslauf für ${c.t} und markiere drei Schlüsselwörter.`,
      },
      {
        title: 'Anforderungen abgleichen',
        description:
          'Liste auf, was verlangt wird, und ordne jedem Punkt etwas zu, das du schon gemacht hast.',
      },
      {
        title: 'Lebenslauf aktualisieren',
        description:
          'Ergänze deine neueste Erfahrung im Lebenslauf und nutze die Schlüsselwörter aus der Anzeige.',
      },
      {
        title: 'Anschreiben entwerfen',
        description:
          'Schreib ein kurzes Anschreiben: warum diese Stelle, was du mitbringst und ein freundlicher Schluss.',
      },
      {
        title: 'Gegenlesen lassen',
        description: 'Schick es einer Vertrauensperson oder lies es laut vor, um Fehler zu finden.',
      },
      {
        title: 'Dateien vorbereiten',
        description: 'Speichere alles als PDF mit klaren Dateinamen, etwa Name_Lebenslauf.pdf.',
      },
      {
        title: 'Abschicken',
        description: (c) =>
          `Schick ${c.t} ab und notier das heutige Datum, damit du weißt, wann du nachfragen kannst.`,
      },
    ],
    appointment: [
      {
        title: 'Kontakt heraussuchen',
        description: (c) => `Such die Telefonnummer oder Buchungsseite für ${c.t} heraus und öffne sie.`,
      },
      {
        title: 'Kalender prüfen',
        description: 'Such dir zwei oder drei passende Zeiten aus, bevor du anrufst oder buchst.',
      },
      {
        title: 'Daten bereithalten',
        description: 'Halte Versichertenkarte, Ausweis oder Kundennummer bereit.',
      },
      {
        title: 'Anlass notieren',
        description:
          'Schreib eine kurze Zeile zum Anlass des Termins, damit du nicht spontan überlegen musst.',
      },
      {
        title: 'Termin buchen',
        description: 'Ruf an oder buch online und nimm den ersten Termin, der passt.',
      },
      {
        title: 'Weg planen',
        description: 'Notier die Adresse und wie lange du dorthin brauchst.',
      },
      {
        title: 'In den Kalender eintragen',
        description: (c) =>
          `Trag Datum und Uhrzeit für ${c.t} mit einer Erinnerung am Vortag in deinen Kalender ein.`,
      },
    ],
    generic: [
      {
        title: 'Den winzigsten ersten Schritt machen',
        description: (c) =>
          `Stell einen kurzen Timer und mach die allererste konkrete Handlung für ${c.t}, etwa eine Datei öffnen oder bereitlegen, was du brauchst.`,
      },
      {
        title: 'Festlegen, was fertig heißt',
        description: (c) => `Schreib einen Satz dazu, wie ${c.t} aussieht, wenn es erledigt ist.`,
      },
      {
        title: 'Teile auflisten',
        description: 'Teil den Rest in drei bis fünf kleine Teile und schreib sie auf.',
        withItems: (c) => `Nimm deine Notizen als Liste der Teile: ${c.items}.`,
      },
      {
        title: 'Ersten Teil erledigen',
        description: 'Arbeite einen Fokusblock lang nur am ersten Teil und mach dann Pause.',
        withItems: (c) => `Fang mit ${c.first} an und arbeite einen Fokusblock lang daran.`,
      },
      {
        title: 'Kurze Pause machen',
        description: 'Steh auf, streck dich oder hol dir etwas zu trinken, fünf Minuten lang und ohne Handy.',
      },
      {
        title: 'Mit dem nächsten Teil weitermachen',
        description: 'Mach mit dem nächsten Teil genauso weiter, einer nach dem anderen.',
      },
      {
        title: 'Abschließen',
        description: 'Erledige den letzten Teil, prüf ihn einmal und markiere die Quest als erledigt.',
      },
    ],
  },
  tips: {
    writing: [
      'Ziel auf eine schlechte erste Fassung: Überarbeiten kann man nur Worte, die schon dastehen.',
      'Hör vor einer Pause mitten im Satz auf, dann fällt der Wiedereinstieg leicht.',
    ],
    message: [
      'Kurz und freundlich schlägt perfekt; drei Sätze reichen völlig.',
      'Wenn es schwerfällt, schreib sie zuerst in einer Notiz-App und füg sie dann ein.',
    ],
    call: [
      'Ein Spickzettel macht Anrufe leichter, und ihn vorzulesen ist völlig in Ordnung.',
      'Ruf direkt nach dem ersten Schritt an, bevor die Nervosität wächst.',
    ],
    cleaning: [
      'Spiel einen Song ab oder stell einen 10-Minuten-Timer und hör danach auf; das zählt trotzdem.',
      'Fang dort an, wo du am häufigsten hinschaust, denn sichtbarer Fortschritt motiviert.',
    ],
    studying: [
      'Probier Body Doubling: Lern neben jemandem oder in einem Online-Lernraum.',
      'Leg dein Handy während der Fokusblöcke in ein anderes Zimmer.',
    ],
    shopping: [
      'Führ die Liste auf dem Handy, dann hast du sie immer dabei.',
      'Leg Besorgungen auf eine Route und gönn dir am Ende eine kleine Belohnung.',
    ],
    cooking: [
      'Einfache Gerichte zählen: Auch ein Butterbrot ist eine erledigte Quest.',
      'Hör beim Vorbereiten einen Podcast oder Musik, dann macht es mehr Spaß.',
    ],
    exercise: [
      'Zehn Minuten zählen; das Schwerste ist, aus der Tür zu kommen.',
      'Leg dir die Sachen am Vorabend bereit, dann fällt der Start leichter.',
    ],
    coding: [
      'Schreib vor jeder Pause deinen nächsten Schritt in einen Kommentar.',
      'Schalte Chat-Benachrichtigungen während deiner Fokusblöcke stumm.',
    ],
    paperwork: [
      'Body Doubling hilft beim Papierkram: Erledige ihn im Videocall mit jemandem oder neben jemandem.',
      'Plan direkt nach dem Abschicken eine Belohnung ein; du hast sie dir verdient.',
    ],
    planning: [
      'Halte den Plan auf einer Seite: Ein kurzer Plan, den du nutzt, schlägt einen langen, den du nicht nutzt.',
      'Nutze Erinnerungen, damit der Plan außerhalb deines Kopfes lebt.',
    ],
    application: [
      'Eine Bewerbung nach der anderen; deine besten Sätze kannst du beim nächsten Mal wiederverwenden.',
      'Gönn dir nach dem Abschicken etwas Schönes, egal wie es ausgeht.',
    ],
    appointment: [
      'Online zu buchen ist völlig in Ordnung, wenn Anrufen schwerfällt.',
      'Mach es jetzt, solange die Nummer offen ist; meist dauert es nur ein paar Minuten.',
    ],
    generic: [
      'Für den Moment zählt nur der erste Schritt; über den Rest entscheidest du später.',
      'Schreib den nächsten Schritt auf einen Klebezettel, den du sehen kannst.',
    ],
  },
  generalTips: [
    'Stell einen Timer und mach nur den ersten Schritt; danach darfst du aufhören.',
    'Probier Body Doubling: Arbeite neben jemandem oder mit einer Freundin oder einem Freund im Videocall.',
    'Entferne zuerst eine Ablenkung, zum Beispiel das Handy mit dem Display nach unten in einem anderen Zimmer.',
    'Plan eine kleine Belohnung für danach ein, etwa einen Snack oder dein Lieblingslied.',
    'Wenn du feststeckst, mach den nächsten Schritt noch kleiner.',
    'Anfangen ist das Schwerste; nach dem ersten Schritt hilft der Schwung.',
  ],
  suggestion: {
    pick: (title, starter) =>
      `Fang mit ${title} an. Erster Mini-Schritt (${starter.minutes} Min.): ${starter.description}`,
    why: ({ priority, reason, dueInDays }) => {
      if (dueInDays !== null && dueInDays < 0) {
        const opening = priority === 'high' ? 'Diese Quest hat hohe Priorität und' : 'Diese Quest';
        return `${opening} ${dueText(dueInDays)}, und das ist okay: Was zählt, ist, jetzt anzufangen.`;
      }
      if (dueInDays !== null) {
        if (priority === 'high') return `Diese Quest hat hohe Priorität und ${dueText(dueInDays)}.`;
        return `Diese Quest ${dueText(dueInDays)} und ist damit die dringendste deiner Quests.`;
      }
      if (reason === 'high')
        return 'Diese Quest hat hohe Priorität, also nimmt dir der Anfang hier die meiste Last ab.';
      if (reason === 'only') return 'Das ist deine einzige offene Quest, du musst also nichts abwägen.';
      if (reason === 'top') return 'Diese Quest hat gerade die höchste Priorität auf deiner Liste.';
      return 'Diese Quest sieht nach einem schnellen Erfolg aus, und ein früher Erfolg macht die nächste Quest leichter.';
    },
    completed: (count) =>
      `Du hast schon ${count} ${plural(count, 'Quest', 'Quests')} geschafft, du weißt also, dass du das kannst.`,
    next: (title) => `Danach kommt ${title}, aber eins nach dem anderen.`,
    emptySuggestion:
      'Leg eine kleine Quest an, etwa „Drei Dinge wegräumen“ oder „Auf eine Nachricht antworten“.',
    emptyReasoning:
      'Dein Questlog ist leer, also ist der leichteste Erfolg, etwas einzutragen, das du in fünf Minuten schaffst.',
  },
  chat: {
    greeting: ({ task, open }) =>
      task
        ? `Hallo, schön, dass du da bist! Du hast ${open} ${plural(open, 'offene Quest', 'offene Quests')}, und ${task.title} ist ein guter Startpunkt. Soll ich sie in winzige Schritte zerlegen?`
        : 'Hallo, schön, dass du da bist! Ich kann Aufgaben in kleine Schritte zerlegen, dir sagen, womit du anfangen kannst, oder einfach mit dir reden. Was beschäftigt dich heute?',
    stuckOpeners: [
      'Dieses Feststecken kennen sehr viele, und es sagt nichts Schlechtes über dich.',
      'Überfordert zu sein passiert jedem, vor allem wenn eine Aufgabe riesig wirkt.',
    ],
    stuck: ({ task }) =>
      task
        ? `Lass uns ${task.title} auf einen winzigen Schritt schrumpfen: ${task.starter.description} Nimm dir ${task.starter.minutes} Minuten dafür, und wenn der Timer klingelt, darfst du aufhören.`
        : 'Such dir die kleinstmögliche Handlung aus, etwa die Datei öffnen oder die Schuhe anziehen, und stell einen 5-Minuten-Timer nur dafür. Wenn du mir die Aufgabe nennst, zerlegen wir sie gemeinsam.',
    prioritise: ({ task, open }) => {
      if (!task) {
        return 'Dein Questlog ist gerade leer, und das ist völlig okay. Leg eine kleine Quest an, und ich helfe dir beim ersten Schritt.';
      }
      const because = {
        high: 'weil sie hohe Priorität hat',
        top: 'weil sie die höchste Priorität auf deiner Liste hat',
        quick: 'weil sie nach einem schnellen Erfolg aussieht',
        only: 'weil sie deine einzige offene Quest ist',
      }[task.reason];
      const after = open > 1 ? ' Danach mach eine kurze Pause und nimm dir die nächste vor.' : '';
      return `Ich würde mit ${task.title} anfangen, ${because}. Dein erster Mini-Schritt: ${task.starter.description}${after}`;
    },
    breakdown: (target, steps) =>
      `So kannst du mit ${target} anfangen: ${steps.map((step, i) => `${i + 1}) ${step.title} (${step.minutes} Min.)`).join(', ')}. Mach vorerst nur Schritt 1, das reicht, um in Gang zu kommen. Wenn du magst, mache ich dir einen vollständigen Plan mit mehr Schritten.`,
    breakdownAsk:
      'Gern! Nenn mir die Aufgabe, zum Beispiel „zerlegen: Küche putzen“, und ich teile sie in kleine Schritte auf.',
    tiredOpener: 'Tage mit wenig Energie gehören dazu, und Ausruhen ist kein Versagen.',
    motivationOpener:
      'Aufschieben heißt meistens, dass eine Aufgabe zu groß wirkt, nicht dass mit dir etwas nicht stimmt.',
    motivation: ({ task }) =>
      task
        ? `Wie wäre es nur mit dem ersten Mini-Schritt von ${task.title}? ${task.starter.description} Danach gönn dir eine kleine Belohnung.`
        : 'Such dir eine Sache aus, die in fünf Minuten geht, und plan danach eine kleine Belohnung ein. Auch ein winziger Erfolg zählt.',
    focus: ({ task }) =>
      task
        ? `Lass uns deinen Fokus schützen: Leg dein Handy mit dem Display nach unten in ein anderes Zimmer und schließ Tabs, die du nicht brauchst. Stell dann einen 25-Minuten-Timer für ${task.title} und fang damit an: ${task.starter.description} Wenn er klingelt, mach 5 Minuten Pause.`
        : 'Lass uns deinen Fokus schützen: Leg dein Handy mit dem Display nach unten in ein anderes Zimmer und schließ Tabs, die du nicht brauchst. Stell dann einen 25-Minuten-Timer und arbeite an nur einer Sache. Ruhige Musik oder jemand, der neben dir arbeitet, kann auch helfen.',
    thanks: ({ task }) =>
      task
        ? `Gern geschehen! Jeder kleine Schritt zählt, und du machst das super. Wann immer du bereit bist, wartet ${task.title} auf dich, ganz ohne Eile.`
        : 'Gern geschehen! Jeder kleine Schritt zählt, und du machst das super.',
    quest: ({ task }) =>
      task
        ? `Schauen wir uns ${task.title} an. Ein guter erster Schritt (${task.starter.minutes} Min.): ${task.starter.description} Sag Bescheid, dann zerlege ich die ganze Quest in Schritte.`
        : 'Welche Quest meinst du? Nenn mir ihren Namen, dann helfe ich dir beim Anfangen.',
    health:
      'Danke, dass du mir das erzählst. Ich kann keinen medizinischen Rat geben, aber eine Ärztin, ein Arzt, die Apotheke oder eine andere Fachperson ist dafür die richtige Anlaufstelle, und es lohnt sich, dich dort zu melden. Bis dahin sei nachsichtig mit dir: Ausruhen oder nur eine winzige Sache zu erledigen ist völlig in Ordnung.',
    healthNote:
      'Falls es um deine Gesundheit geht: Ich kann keinen medizinischen Rat geben, aber mit einer Ärztin, einem Arzt oder einer anderen Fachperson zu sprechen ist eine gute Idee.',
    crisis:
      'Ich bin wirklich froh, dass du es mir sagst, und es tut mir leid, dass es gerade so schwer ist. Bitte wende dich jetzt an jemanden: den Notruf, eine Krisenhotline wie die Telefonseelsorge oder einen Menschen, dem du vertraust. Du musst das nicht allein durchstehen.',
    fallback: () =>
      'Tut mir leid, dabei kann ich nicht helfen: Ich bin ein integrierter Begleiter für deine Quests. Ich kann eine Quest in kleine Schritte zerlegen, vorschlagen, womit du anfängst, oder dich anfeuern, wenn der Anfang schwerfällt.',
  },
  welcome:
    'Hallo, ich bin dein Quest-Begleiter! Ich kann jede Aufgabe in kleine Schritte zerlegen, dir vorschlagen, womit du anfangen kannst, oder einfach mit dir reden, wenn der Anfang schwerfällt.',
};
