import type { Language } from '../../protocol/limits.ts';
import type { Mail } from './mailer.ts';
import { languageOf, render } from './templates.ts';

/** Mails about the player's own account (DESIGN section 12), in the player's language. */
interface Copy {
  changeSubject: string;
  changeIntro: (name: string) => string;
  changeAction: string;
  changeExpiry: string;
  changeIgnore: string;
  noticeSubject: string;
  noticeIntro: (name: string, address: string) => string;
  noticeDone: (name: string, address: string) => string;
  noticeAction: string;
  noticeHelp: string;
  signature: string;
}

const COPY: Record<Language, Copy> = {
  en: {
    changeSubject: 'Confirm your new e-mail for Quest Planner',
    changeIntro: (n) => `Hello ${n}, please confirm that this is your new e-mail address for Quest Planner.`,
    changeAction: 'Confirm my new e-mail',
    changeExpiry: 'This link works once and expires in 24 hours. Until then your old address stays in use.',
    changeIgnore: 'If you did not ask for this, ignore this e-mail; nothing changes.',
    noticeSubject: 'Your Quest Planner e-mail address is changing',
    noticeIntro: (n, a) =>
      `Hello ${n}, someone signed in to your account asked to use ${a} as its e-mail address. It changes once the link sent there is followed.`,
    noticeDone: (n, a) => `Hello ${n}, the e-mail address of your Quest Planner account is now ${a}.`,
    noticeAction: 'Open Quest Planner',
    noticeHelp:
      'If this was you, there is nothing to do. If not, reset your password from the sign-in page and write to us.',
    signature: 'The Quest Planner team',
  },
  es: {
    changeSubject: 'Confirma tu nuevo correo para Quest Planner',
    changeIntro: (n) => `Hola ${n}, confirma que esta es tu nueva dirección de correo para Quest Planner.`,
    changeAction: 'Confirmar mi nuevo correo',
    changeExpiry:
      'Este enlace funciona una sola vez y caduca en 24 horas. Hasta entonces se sigue usando tu dirección anterior.',
    changeIgnore: 'Si no lo pediste, ignora este correo; no cambia nada.',
    noticeSubject: 'Tu correo de Quest Planner va a cambiar',
    noticeIntro: (n, a) =>
      `Hola ${n}, alguien con sesión en tu cuenta pidió usar ${a} como correo. Cambiará cuando se siga el enlace enviado allí.`,
    noticeDone: (n, a) => `Hola ${n}, el correo de tu cuenta de Quest Planner ahora es ${a}.`,
    noticeAction: 'Abrir Quest Planner',
    noticeHelp:
      'Si fuiste tú, no tienes que hacer nada. Si no, restablece tu contraseña desde la página de acceso y escríbenos.',
    signature: 'El equipo de Quest Planner',
  },
  fr: {
    changeSubject: 'Confirmez votre nouvel e-mail pour Quest Planner',
    changeIntro: (n) =>
      `Bonjour ${n}, merci de confirmer que ceci est votre nouvelle adresse e-mail pour Quest Planner.`,
    changeAction: 'Confirmer mon nouvel e-mail',
    changeExpiry:
      'Ce lien ne fonctionne qu’une fois et expire dans 24 heures. D’ici là, votre ancienne adresse reste utilisée.',
    changeIgnore: 'Si vous n’avez rien demandé, ignorez cet e-mail ; rien ne change.',
    noticeSubject: 'L’adresse e-mail de votre compte Quest Planner change',
    noticeIntro: (n, a) =>
      `Bonjour ${n}, une personne connectée à votre compte a demandé d’utiliser ${a} comme adresse e-mail. Elle changera une fois le lien envoyé là-bas suivi.`,
    noticeDone: (n, a) => `Bonjour ${n}, l’adresse e-mail de votre compte Quest Planner est désormais ${a}.`,
    noticeAction: 'Ouvrir Quest Planner',
    noticeHelp:
      'Si c’était vous, il n’y a rien à faire. Sinon, réinitialisez votre mot de passe depuis la page de connexion et écrivez-nous.',
    signature: 'L’équipe Quest Planner',
  },
  de: {
    changeSubject: 'Bestätige deine neue E-Mail für Quest Planner',
    changeIntro: (n) =>
      `Hallo ${n}, bitte bestätige, dass dies deine neue E-Mail-Adresse für Quest Planner ist.`,
    changeAction: 'Neue E-Mail bestätigen',
    changeExpiry:
      'Dieser Link funktioniert einmal und läuft in 24 Stunden ab. Bis dahin bleibt deine alte Adresse in Gebrauch.',
    changeIgnore: 'Falls du das nicht angefragt hast, ignoriere diese E-Mail; nichts ändert sich.',
    noticeSubject: 'Die E-Mail-Adresse deines Quest-Planner-Kontos ändert sich',
    noticeIntro: (n, a) =>
      `Hallo ${n}, jemand, der in deinem Konto angemeldet ist, möchte ${a} als E-Mail-Adresse verwenden. Sie ändert sich, sobald der dorthin gesendete Link geöffnet wird.`,
    noticeDone: (n, a) => `Hallo ${n}, die E-Mail-Adresse deines Quest-Planner-Kontos ist jetzt ${a}.`,
    noticeAction: 'Quest Planner öffnen',
    noticeHelp:
      'Warst du das, ist nichts zu tun. Falls nicht, setze dein Passwort über die Anmeldeseite zurück und schreib uns.',
    signature: 'Das Quest-Planner-Team',
  },
};

/** The new address, partly hidden: the old mailbox may be read by someone else now. */
export const maskEmail = (address: string): string => {
  const [local = '', domain = ''] = address.split('@');
  return `${local.slice(0, 1)}${'*'.repeat(Math.max(1, Math.min(local.length - 1, 6)))}@${domain}`;
};

/** To the new address: the link that makes it the account's address. */
export function emailChangeMail(to: string, username: string, language: string, link: string): Mail {
  const c = COPY[languageOf(language)];
  return render(
    to,
    c.changeSubject,
    [c.changeIntro(username), c.changeExpiry, c.changeIgnore, c.signature],
    c.changeAction,
    link,
  );
}

/** To the old address: the account's address is changing (pending) or has changed (done). */
export function emailChangeNotice(
  to: string,
  username: string,
  language: string,
  newAddress: string,
  state: 'pending' | 'done',
  link: string,
): Mail {
  const c = COPY[languageOf(language)];
  const masked = maskEmail(newAddress);
  const intro = state === 'pending' ? c.noticeIntro(username, masked) : c.noticeDone(username, masked);
  return render(to, c.noticeSubject, [intro, c.noticeHelp, c.signature], c.noticeAction, link);
}
