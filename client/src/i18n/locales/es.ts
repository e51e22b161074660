import {
  NICKNAME_MAX,
  NICKNAME_MIN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
} from '@protocol/limits.ts';
import { commonEs } from './common/es.ts';
import type { ShellTranslation, Translation } from './en.ts';
import { firstDaysEs } from './first-days/es.ts';
import { screensEs } from './screens/es.ts';
import { wholeLanguage } from './whole.ts';

/** The shell's texts (see en.ts). */
export const shellEs: ShellTranslation = {
  app: {
    name: 'Quest Planner',
    homeLink: 'Quest Planner, inicio',
    loadingWorkspace: 'Cargando tu espacio de trabajo...',
    loadingPage: 'Abriendo la página...',
    loadFailedTitle: 'No pudimos conectar con el servidor',
    loadFailedText: 'Revisa tu conexión y vuelve a intentarlo. Tu progreso está a salvo.',
    retry: 'Reintentar',
    skipToContent: 'Saltar al contenido principal',
  },
  nav: {
    label: 'Navegación principal',
    home: 'Salón de Aventuras',
    quests: 'Tablón de Misiones',
    bossFight: 'Batallas de Jefes',
    shop: 'Tienda',
    character: 'Personaje',
    inventory: 'Inventario',
    active: 'Activo',
    startAdventure: 'Comenzar aventura',
  },
  language: {
    label: 'Idioma',
    change: 'Idioma: {{language}}. Cambiar idioma',
    active: 'Activo',
  },
  footer: {
    legal: 'Legal',
    impressum: 'Aviso legal',
    privacy: 'Política de privacidad',
    terms: 'Condiciones de uso',
    disclaimer: 'Descargo de responsabilidad',
    copyright: '© {{year}} Quest Planner',
    madeIn: 'Hecho con cariño en Suiza',
  },
  toast: {
    label: 'Notificación',
    viewportLabel: 'Notificaciones ({hotkey})',
    close: 'Cerrar notificación',
  },
  landing: {
    eyebrow: 'Tus tareas, convertidas en misiones',
    title: 'Planifica menos. Empieza más. Sube de nivel.',
    subtitle:
      'Quest Planner divide las tareas grandes en misiones pequeñas, mantiene a la vista las prioridades del día y premia cada paso completado con experiencia, oro y botín.',
    getStarted: 'Empezar',
    featuresTitle: 'Hecho para mentes que divagan',
    smartBreakdownTitle: 'División inteligente',
    smartBreakdownText:
      'Tu Mentor de Misiones con IA divide las tareas abrumadoras en pasos pequeños y claros que puedes empezar ya.',
    priorityFocusTitle: 'Enfoque en prioridades',
    priorityFocusText: 'Ve solo las misiones que importan hoy, no una lista infinita. Paso a paso.',
    rewardSystemTitle: 'Sistema de recompensas',
    rewardSystemText:
      'Cada misión completada te da experiencia, oro, niveles y logros. Un progreso que se ve.',
    languagesTitle: 'Juega en tu idioma',
    languagesText: 'Cámbialo cuando quieras. Tu elección se guarda en este dispositivo.',
  },
  notFound: {
    title: 'Perdido en tierras salvajes',
    message: 'Esta página no existe o se ha movido.',
    backHome: 'Volver al inicio',
  },
  errorPage: {
    title: 'Algo salió mal',
    text: 'Esta pantalla tuvo un problema. Volver al inicio suele ayudar; tu progreso está a salvo.',
  },
  messages: {
    emailInvalid: 'Introduce un correo válido',
    emailAddressInvalid: 'Introduce una dirección de correo válida',
    usernameRequired: 'El nombre de usuario es obligatorio',
    usernameMin: `El nombre de usuario debe tener al menos ${USERNAME_MIN} caracteres`,
    usernameMax: `El nombre de usuario debe tener como máximo ${USERNAME_MAX} caracteres`,
    usernameChars:
      'El nombre de usuario solo puede contener letras, dígitos, puntos, guiones y guiones bajos',
    passwordMin: `La contraseña debe tener al menos ${PASSWORD_MIN} caracteres`,
    passwordMax: `La contraseña debe tener como máximo ${PASSWORD_MAX} caracteres`,
    passwordRequired: 'La contraseña es obligatoria',
    emailOrUsernameRequired: 'El correo o el nombre de usuario es obligatorio',
    resetTokenRequired: 'El enlace de restablecimiento está incompleto',
    confirmPassword: 'Confirma tu contraseña',
    passwordsMismatch: 'Las contraseñas no coinciden',
    validationFailed: 'Los datos no son válidos',
    verifyEmail: 'Verifica tu correo antes de iniciar sesión',
    invalidCredentials: 'Correo o contraseña incorrectos',
    forgotSent:
      'Si existe una cuenta con este correo, hemos enviado un enlace para restablecer la contraseña.',
    resendSent:
      'Si existe una cuenta sin verificar con este correo, hemos enviado un nuevo enlace de verificación.',
    resetSuccess: 'Tu contraseña se ha restablecido. Ya puedes iniciar sesión.',
    usernameTaken: 'Ese nombre de usuario ya está en uso',
    nicknameMin: `El apodo debe tener al menos ${NICKNAME_MIN} caracteres`,
    nicknameMax: `El apodo debe tener como máximo ${NICKNAME_MAX} caracteres`,
    unknownTimezone: 'Zona horaria desconocida',
  },
  common: commonEs,
  firstDays: firstDaysEs,
};

/** All of Spanish: the shell and the screens. */
export const es: Translation = wholeLanguage(shellEs, screensEs);
