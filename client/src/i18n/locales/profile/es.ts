import type { Translation } from '../en.ts';

export const profileEs: Translation['profile'] = {
  pageTitle: 'Configuración del perfil',
  title: 'Configuración del perfil',
  subtitle: 'Cómo apareces en tu aventura y cómo se adapta el planificador a tu día.',
  tabsLabel: 'Secciones del perfil',
  tabs: {
    profile: 'Perfil',
    admin: 'Administración',
  },
  stats: {
    level: 'Nivel',
    experience: 'Experiencia',
    gold: 'Oro',
    streak: 'Racha',
  },
  nickname: {
    title: 'Apodo',
    text: 'El nombre con el que aparece tu aventurero en la hoja de personaje.',
    label: 'Apodo',
    hint: 'Al menos 3 caracteres.',
    update: 'Actualizar',
    updating: 'Actualizando...',
    success: '¡Apodo actualizado con éxito!',
    failed: 'No se pudo actualizar el apodo',
  },
  username: {
    title: 'Nombre de usuario',
    text: 'Con él inicias sesión, y otros aventureros lo ven en grupos y clanes.',
    label: 'Nombre de usuario',
    save: 'Guardar nombre de usuario',
    saved: 'Nombre de usuario guardado',
    savedText: 'Ahora eres {{username}}.',
  },
  details: {
    title: 'Datos personales',
    firstName: 'Nombre',
    lastName: 'Apellido',
    email: 'Correo electrónico',
    emailHint: 'Tu dirección de inicio de sesión. No se puede cambiar aquí.',
    timezone: 'Zona horaria',
    timezoneHint: 'Los días de tu racha terminan a medianoche en esta zona horaria.',
    language: 'Idioma',
    languageHint: 'El planificador cambia a este idioma en cuanto guardas.',
    clanNotifications: 'Novedades del clan en mis notificaciones',
    clanNotificationsHint:
      'Cuando alguien del clan se une, sube de nivel, gana un logro o vence a un jefe. Desactivado por defecto, para mantener la calma.',
    shareQuestTitles: 'Mostrar los títulos de mis misiones a mi clan y mi grupo',
    shareQuestTitlesHint:
      'Tus misiones son tuyas. Mientras esté desactivado, tu clan y tu grupo solo ven que terminaste una misión y su dificultad, nunca su título ni tus notas.',
    save: 'Guardar datos',
    saved: 'Perfil actualizado',
    savedText: 'Tus datos están guardados.',
  },
  saving: 'Guardando...',
  error: 'Error',
  failed: 'No se pudo actualizar el perfil',
};
