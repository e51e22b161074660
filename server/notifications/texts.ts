import type { Language } from '../../protocol/limits.ts';
import { DAILY_HEAL } from '../domain/health/strikes.ts';
import { languageOf } from '../mail/templates.ts';

type Text = { title: string; body: string };

/** Notification texts the server writes, in the player's language. */
const TEXTS = {
  achievement: {
    en: (t: string, p: number): Text => ({
      title: `Achievement unlocked: ${t}`,
      body: `+${p} points. Well done!`,
    }),
    es: (t: string, p: number): Text => ({
      title: `Logro desbloqueado: ${t}`,
      body: `+${p} puntos. ¡Bien hecho!`,
    }),
    fr: (t: string, p: number): Text => ({ title: `Succès débloqué : ${t}`, body: `+${p} points. Bravo !` }),
    de: (t: string, p: number): Text => ({
      title: `Erfolg freigeschaltet: ${t}`,
      body: `+${p} Punkte. Gut gemacht!`,
    }),
  },
  // The strike back (DESIGN 11): what it took, that nothing else goes, and how to stop the next one.
  bossStruck: {
    en: (b: string, d: number): Text => ({
      title: `${b} struck back after a quiet day`,
      body: `You lost ${d} health, nothing else. A quest done today hits the boss, so it will not strike tomorrow; each new day heals ${DAILY_HEAL} health.`,
    }),
    es: (b: string, d: number): Text => ({
      title: `${b} contraatacó tras un día tranquilo`,
      body: `Perdiste ${d} de salud, nada más. Una misión completada hoy golpea al jefe y mañana no contraatacará; cada día nuevo te cura ${DAILY_HEAL} de salud.`,
    }),
    fr: (b: string, d: number): Text => ({
      title: `${b} a riposté après une journée calme`,
      body: `Vous avez perdu ${d} points de vie, rien d’autre. Une quête terminée aujourd’hui frappe le boss, qui ne ripostera pas demain ; chaque nouveau jour vous rend ${DAILY_HEAL} points de vie.`,
    }),
    de: (b: string, d: number): Text => ({
      title: `${b} hat nach einem ruhigen Tag zurückgeschlagen`,
      body: `Du hast ${d} Lebenspunkte verloren, sonst nichts. Eine heute erledigte Quest trifft den Boss, dann schlägt er morgen nicht zurück; jeder neue Tag heilt ${DAILY_HEAL} Lebenspunkte.`,
    }),
  },
  bossDefeated: {
    en: (b: string, xp: number, g: number): Text => ({
      title: `${b} is defeated!`,
      body: `Your party won. You earned ${xp} XP and ${g} gold.`,
    }),
    es: (b: string, xp: number, g: number): Text => ({
      title: `¡${b} ha sido derrotado!`,
      body: `Tu grupo ganó. Recibiste ${xp} XP y ${g} de oro.`,
    }),
    fr: (b: string, xp: number, g: number): Text => ({
      title: `${b} est vaincu !`,
      body: `Votre groupe a gagné. Vous avez reçu ${xp} XP et ${g} pièces d’or.`,
    }),
    de: (b: string, xp: number, g: number): Text => ({
      title: `${b} ist besiegt!`,
      body: `Deine Gruppe hat gewonnen. Du erhältst ${xp} EP und ${g} Gold.`,
    }),
  },
  clanJoined: {
    en: (u: string, c: string): Text => ({
      title: `${u} joined ${c}`,
      body: 'Say hello to your new clan mate.',
    }),
    es: (u: string, c: string): Text => ({
      title: `${u} se unió a ${c}`,
      body: 'Saluda a tu nuevo compañero de clan.',
    }),
    fr: (u: string, c: string): Text => ({
      title: `${u} a rejoint ${c}`,
      body: 'Dites bonjour à votre nouveau compagnon de clan.',
    }),
    de: (u: string, c: string): Text => ({
      title: `${u} ist ${c} beigetreten`,
      body: 'Sag Hallo zu deinem neuen Clan-Mitglied.',
    }),
  },
  clanLeft: {
    en: (u: string, c: string): Text => ({
      title: `${u} left ${c}`,
      body: 'The clan goes on; good luck to them.',
    }),
    es: (u: string, c: string): Text => ({
      title: `${u} dejó ${c}`,
      body: 'El clan sigue adelante; ¡buena suerte!',
    }),
    fr: (u: string, c: string): Text => ({
      title: `${u} a quitté ${c}`,
      body: 'Le clan continue ; bonne route à lui.',
    }),
    de: (u: string, c: string): Text => ({
      title: `${u} hat ${c} verlassen`,
      body: 'Der Clan macht weiter; alles Gute!',
    }),
  },
  partyInvite: {
    en: (u: string, p: string): Text => ({
      title: `${u} invited you to ${p}`,
      body: 'Join the party to fight its bosses together. The invite is open for 7 days.',
    }),
    es: (u: string, p: string): Text => ({
      title: `${u} te invitó a ${p}`,
      body: 'Únete al grupo para luchar juntos contra sus jefes. La invitación vale 7 días.',
    }),
    fr: (u: string, p: string): Text => ({
      title: `${u} vous invite dans ${p}`,
      body: 'Rejoignez le groupe pour affronter ses boss ensemble. L’invitation est valable 7 jours.',
    }),
    de: (u: string, p: string): Text => ({
      title: `${u} hat dich zu ${p} eingeladen`,
      body: 'Tritt der Gruppe bei und kämpft gemeinsam gegen ihre Bosse. Die Einladung gilt 7 Tage.',
    }),
  },
} as const;

export const notificationText = <K extends keyof typeof TEXTS>(
  kind: K,
  language: string,
): (typeof TEXTS)[K][Language] => TEXTS[kind][languageOf(language)];
