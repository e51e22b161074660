import { PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from '@protocol/limits.ts';
import { adminEs } from '../admin/es.ts';
import { aiEs } from '../ai/es.ts';
import { avatarEs } from '../avatar/es.ts';
import { characterEs } from '../character/es.ts';
import { clansEs } from '../clans/es.ts';
import { companionsEs } from '../companions/es.ts';
import type { ScreensTranslation } from '../en.ts';
import { hallEs } from '../hall/es.ts';
import { honorsEs } from '../honors/es.ts';
import { inventoryEs } from '../inventory/es.ts';
import { itemsEs } from '../items/es.ts';
import { legalEs } from '../legal/es.ts';
import { notificationsEs } from '../notifications/es.ts';
import { partyInvitesEs } from '../party-invites/es.ts';
import { planningEs } from '../planning/es.ts';
import { profileEs } from '../profile/es.ts';
import { questsEs } from '../quests/es.ts';
import { quickAddEs } from '../quick-add/es.ts';
import { remindersEs } from '../reminders/es.ts';
import { restEs } from '../rest/es.ts';
import { securityEs } from '../security/es.ts';
import { setsEs } from '../sets/es.ts';
import { shopEs } from '../shop/es.ts';
import { shortcutsEs } from '../shortcuts/es.ts';
import { startersEs } from '../starters/es.ts';
import { tasksEs } from '../tasks/es.ts';

/** The screens' texts (see screens/en.ts). */
export const screensEs: ScreensTranslation = {
  userMenu: {
    open: 'Abrir el menú de {{username}}',
    health: 'Salud',
    xp: 'PX',
    gold: 'Oro',
    level: 'Nivel {{level}}',
    levelShort: 'Nv. {{level}}',
    navigation: 'Navegar',
    profileSettings: 'Ajustes del perfil',
    logout: 'Cerrar sesión',
  },
  form: {
    showPassword: 'Mostrar contraseña',
    hidePassword: 'Ocultar contraseña',
  },
  live: {
    connecting: 'Conectando con las actualizaciones en vivo…',
    connected: 'Actualizaciones en vivo: conectado',
    reconnecting: 'Actualizaciones en vivo: reconectando…',
  },
  auth: {
    pageTitle: 'Iniciar sesión',
    title: 'Únete al gremio',
    subtitle: 'Inicia sesión para seguir tu aventura o crea tu héroe en menos de un minuto.',
    tabsLabel: 'Cuenta',
    tabLogin: 'Entrar',
    tabRegister: 'Registro',
    tabVerify: 'Verificar',
    tabReset: 'Restablecer',
    emailOrUsername: 'Correo o nombre de usuario',
    email: 'Correo electrónico',
    username: 'Nombre de usuario',
    password: 'Contraseña',
    usernameHint: `De ${USERNAME_MIN} a ${USERNAME_MAX} caracteres: letras, dígitos, puntos, guiones o guiones bajos.`,
    passwordHint: `Al menos ${PASSWORD_MIN} caracteres.`,
    loginHeading: 'Bienvenido de nuevo, aventurero',
    loginText: 'Tus misiones te esperan.',
    loginButton: 'Entrar a la aventura',
    forgotLink: '¿Olvidaste tu contraseña?',
    registerHeading: 'Crea tu héroe',
    registerText: 'Elige un nombre para tu diario de misiones. Podrás cambiarlo más tarde.',
    registerButton: 'Comienza tu misión',
    verify: {
      title: 'Revisa tu correo',
      text: 'Enviamos un enlace de verificación a {{email}}. Ábrelo para activar tu cuenta y luego inicia sesión.',
      textNoEmail:
        'Te enviamos un enlace de verificación. Ábrelo para activar tu cuenta y luego inicia sesión.',
      requiredTitle: 'Verificación de correo necesaria',
      resendTitle: '¿Aún no te llega?',
      resendText: 'Puede tardar unos minutos. Revisa la carpeta de spam o pide un enlace nuevo.',
      resendButton: 'Reenviar correo de verificación',
      sentTitle: 'Correo de verificación enviado',
      backToLogin: 'Volver a iniciar sesión',
      invalidTitle: 'Este enlace de verificación no es válido o ha caducado',
      invalidText:
        'Cada enlace funciona una sola vez y caduca a las 24 horas. Escribe tu correo y te enviaremos uno nuevo.',
    },
    verified: {
      title: '¡Correo verificado!',
      text: 'Tu dirección de correo está confirmada. Inicia sesión y empieza tu primera misión.',
      continue: 'Continuar al inicio de sesión',
    },
    forgot: {
      title: 'Restablece tu contraseña',
      text: 'Escribe el correo de tu cuenta y te enviaremos un enlace para elegir una contraseña nueva.',
      button: 'Enviar enlace',
      sentTitle: 'Revisa tu correo',
    },
    panel: {
      title: 'Lo que te espera',
      text: 'Un planificador que se adapta a ti: pasos pequeños, enfoque claro, recompensas reales.',
      mentorTitle: 'Mentor de Misiones con IA',
      mentorText:
        'Convierte una tarea intimidante en una lista corta de pasos factibles y te ayuda a decidir por dónde empezar.',
      bossTitle: 'Batallas épicas contra jefes',
      bossText: 'Únete a tu grupo: cada misión que completas hace daño a un jefe compartido.',
      lootTitle: 'Botín legendario',
      lootText: 'Gasta el oro que ganas en armas, armaduras y compañeros leales.',
    },
    errors: {
      registrationFailed: 'Error en el registro',
      emailExists: 'Ya existe una cuenta con este correo. Inicia sesión en su lugar.',
      usernameTaken: 'Este nombre de usuario ya está en uso. Elige otro.',
      checkFields: 'Comprueba que todos los campos estén bien rellenados.',
      passwordShort: `La contraseña debe tener al menos ${PASSWORD_MIN} caracteres.`,
      tryAgain: 'Inténtalo de nuevo',
      loginFailed: 'Error al iniciar sesión',
      invalidCredentials: 'El correo o la contraseña no son correctos. Inténtalo de nuevo.',
      notFound: 'No hay ninguna cuenta con este correo.',
      checkCredentials: 'Comprueba tu correo y tu contraseña',
      rateLimited: 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
      error: 'Error',
      resetEmailFailed: 'No se pudo enviar el correo de restablecimiento',
      resendFailed: 'No se pudo reenviar el correo de verificación',
    },
  },
  reset: {
    pageTitle: 'Restablecer contraseña',
    title: 'Elige una contraseña nueva',
    text: 'Usa una que no hayas usado aquí antes. Iniciarás sesión con ella justo después.',
    newPassword: 'Nueva contraseña',
    confirmPassword: 'Confirmar contraseña',
    submit: 'Guardar contraseña nueva',
    successTitle: '¡Contraseña restablecida!',
    successText:
      'Ya puedes iniciar sesión con tu nueva contraseña. Te llevamos a la página de inicio de sesión...',
    goToLogin: 'Ir a iniciar sesión',
    failedTitle: 'No se pudo restablecer la contraseña',
    failedDefault: 'No se pudo restablecer la contraseña. Inténtalo de nuevo.',
    invalidLinkTitle: 'Enlace no válido',
    invalidLinkText: 'Este enlace está incompleto. Pide uno nuevo.',
  },
  dashboard: {
    levelBadge: 'Nv. {{level}}',
    welcome: '¡Bienvenido de nuevo, {{username}}!',
    experience: 'Experiencia',
    xpProgress: '{{current}} / {{total}} PX',
    xpToNext: 'Faltan {{remaining}} PX para el nivel {{next}}',
    gold: 'Oro',
    health: 'Salud',
    damage: 'Daño',
    quickActions: 'Acciones rápidas',
    quickActionsText: '¿Adónde te lleva tu aventura ahora?',
    questBoard: 'Tablón de Misiones',
    questBoardText: 'Acepta una misión o escribe la tuya',
    characterSheet: 'Hoja de personaje',
    characterSheetText: 'Tus atributos, equipo y avatar',
    itemShop: 'Tienda de objetos',
    itemShopText: 'Gasta tu oro en equipo nuevo',
  },
  classes: {
    noviceAdventurer: 'Aventurero novato',
    taskWarrior: 'Guerrero de tareas',
    focusGuardian: 'Guardián del enfoque',
    productivityPaladin: 'Paladín de la productividad',
    masterOrganizer: 'Maestro organizador',
    legendaryHero: 'Héroe legendario',
  },
  legal: legalEs,
  quests: questsEs,
  quickAdd: quickAddEs,
  shortcuts: shortcutsEs,
  planning: planningEs,
  tasks: tasksEs,
  rest: restEs,
  security: securityEs,
  honors: honorsEs,
  hall: hallEs,
  items: itemsEs,
  shop: shopEs,
  inventory: inventoryEs,
  companions: companionsEs,
  ai: aiEs,
  clans: clansEs,
  notifications: notificationsEs,
  partyInvites: partyInvitesEs,
  reminders: remindersEs,
  starters: startersEs,
  sets: setsEs,
  character: characterEs,
  avatar: avatarEs,
  profile: profileEs,
  admin: adminEs,
};
