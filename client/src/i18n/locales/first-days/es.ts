import type { Translation } from '../en.ts';

export const firstDaysEs: Translation['firstDays'] = {
  nav: {
    tasks: 'Tareas',
    focus: 'Modo concentración',
    companions: 'Compañeros',
    clans: 'Sala de clanes',
    honors: 'Salón de honores',
    profile: 'Ajustes del perfil',
    more: 'Más',
    moreLabel: 'Más lugares',
    tabBar: 'Navegación principal',
  },
  offline: {
    banner: 'Sin conexión: seguimos intentándolo',
    bannerText: 'Tu progreso está a salvo. Volvemos a conectar solos en cuanto vuelva la conexión.',
    back: 'De nuevo en línea',
    network:
      'Ahora mismo no hay conexión. No se ha perdido nada: inténtalo de nuevo cuando vuelvas a estar en línea.',
    retryTitle: 'Eso no se ha podido hacer',
    retry: 'Intentar de nuevo',
    recovering: 'De nuevo en línea: cargando la página otra vez…',
  },
  notifications: {
    achievementGroup_one: '{{count}} logro desbloqueado',
    achievementGroup_other: '{{count}} logros desbloqueados',
    achievementGroupBody: '+{{points}} puntos',
    showAll: 'Mostrar todos',
    hideAll: 'Mostrar menos',
  },
  todayTasks: {
    title: 'Tareas de hoy',
    count_one: '{{count}} tarea para hoy',
    count_other: '{{count}} tareas para hoy',
    empty: 'Nada previsto para hoy. Añade una tarea cuando quieras.',
    more_one: '+{{count}} más',
    more_other: '+{{count}} más',
    open: 'Abrir tareas',
    dueAt: 'vence a las {{time}}',
  },
  contact: {
    link: 'Contactar con el equipo',
  },
};
