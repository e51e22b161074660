import type { Language } from '../../protocol/limits.ts';
import type { Mail } from './mailer.ts';

interface Copy {
  verifySubject: string;
  verifyIntro: (name: string) => string;
  verifyAction: string;
  verifyExpiry: string;
  resetSubject: string;
  resetIntro: (name: string) => string;
  resetAction: string;
  resetExpiry: string;
  ignore: string;
  signature: string;
}

const COPY: Record<Language, Copy> = {
  en: {
    verifySubject: 'Confirm your e-mail for Quest Planner',
    verifyIntro: (n) => `Welcome, ${n}! One small step before your first quest: confirm your e-mail address.`,
    verifyAction: 'Confirm my e-mail',
    verifyExpiry: 'This link works once and expires in 24 hours.',
    resetSubject: 'Reset your Quest Planner password',
    resetIntro: (n) => `Hello ${n}, someone (hopefully you) asked to reset your password.`,
    resetAction: 'Choose a new password',
    resetExpiry: 'This link works once and expires in 1 hour.',
    ignore: 'If this was not you, you can ignore this e-mail; nothing changes.',
    signature: 'The Quest Planner team',
  },
  es: {
    verifySubject: 'Confirma tu correo para Quest Planner',
    verifyIntro: (n) => `¡Bienvenido, ${n}! Un pequeño paso antes de tu primera misión: confirma tu correo.`,
    verifyAction: 'Confirmar mi correo',
    verifyExpiry: 'Este enlace funciona una sola vez y caduca en 24 horas.',
    resetSubject: 'Restablece tu contraseña de Quest Planner',
    resetIntro: (n) => `Hola ${n}, alguien (esperamos que tú) pidió restablecer tu contraseña.`,
    resetAction: 'Elegir una nueva contraseña',
    resetExpiry: 'Este enlace funciona una sola vez y caduca en 1 hora.',
    ignore: 'Si no fuiste tú, puedes ignorar este correo; no cambia nada.',
    signature: 'El equipo de Quest Planner',
  },
  fr: {
    verifySubject: 'Confirmez votre e-mail pour Quest Planner',
    verifyIntro: (n) =>
      `Bienvenue, ${n} ! Une petite étape avant votre première quête : confirmez votre adresse e-mail.`,
    verifyAction: 'Confirmer mon e-mail',
    verifyExpiry: 'Ce lien ne fonctionne qu’une fois et expire dans 24 heures.',
    resetSubject: 'Réinitialisez votre mot de passe Quest Planner',
    resetIntro: (n) =>
      `Bonjour ${n}, quelqu’un (vous, espérons-le) a demandé à réinitialiser votre mot de passe.`,
    resetAction: 'Choisir un nouveau mot de passe',
    resetExpiry: 'Ce lien ne fonctionne qu’une fois et expire dans 1 heure.',
    ignore: 'Si ce n’était pas vous, ignorez cet e-mail ; rien ne change.',
    signature: 'L’équipe Quest Planner',
  },
  de: {
    verifySubject: 'Bestätige deine E-Mail für Quest Planner',
    verifyIntro: (n) =>
      `Willkommen, ${n}! Ein kleiner Schritt vor deiner ersten Quest: Bestätige deine E-Mail-Adresse.`,
    verifyAction: 'E-Mail bestätigen',
    verifyExpiry: 'Dieser Link funktioniert einmal und läuft in 24 Stunden ab.',
    resetSubject: 'Setze dein Quest-Planner-Passwort zurück',
    resetIntro: (n) => `Hallo ${n}, jemand (hoffentlich du) möchte dein Passwort zurücksetzen.`,
    resetAction: 'Neues Passwort wählen',
    resetExpiry: 'Dieser Link funktioniert einmal und läuft in 1 Stunde ab.',
    ignore: 'Falls du das nicht warst, ignoriere diese E-Mail einfach; nichts ändert sich.',
    signature: 'Das Quest-Planner-Team',
  },
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function render(to: string, subject: string, lines: string[], action: string, link: string): Mail {
  const text = [...lines.slice(0, 1), '', `${action}: ${link}`, '', ...lines.slice(1)].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f1b2e">
<p>${escapeHtml(lines[0] ?? '')}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#6d4aff;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="font-size:13px;color:#555">${lines.slice(1).map(escapeHtml).join('<br>')}</p>
</body></html>`;
  return { to, subject, text, html };
}

export const languageOf = (value: string): Language =>
  value === 'es' || value === 'fr' || value === 'de' ? value : 'en';

export function verificationMail(to: string, username: string, language: string, link: string): Mail {
  const c = COPY[languageOf(language)];
  return render(
    to,
    c.verifySubject,
    [c.verifyIntro(username), c.verifyExpiry, c.ignore, c.signature],
    c.verifyAction,
    link,
  );
}

export function resetMail(to: string, username: string, language: string, link: string): Mail {
  const c = COPY[languageOf(language)];
  return render(
    to,
    c.resetSubject,
    [c.resetIntro(username), c.resetExpiry, c.ignore, c.signature],
    c.resetAction,
    link,
  );
}
