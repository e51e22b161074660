import type { Translation } from '../en.ts';

export const firstDaysEs: Translation['firstDays'] = {
  nav: {
    short: { home: 'Inicio', quests: 'Misiones', tasks: 'Tareas', bossFight: 'Jefes' },
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
    bannerText: 'Estás sin conexión. Lo que cambies ahora no se guarda hasta que vuelvas a estar en línea.',
    back: 'De nuevo en línea',
    network: 'No se ha guardado: estás sin conexión. Inténtalo de nuevo cuando vuelvas a estar en línea.',
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
  languageSave: {
    savedTitle: 'Idioma guardado: {{language}}',
    savedText: 'Tus correos, recordatorios y las misiones pequeñas de hoy también lo siguen.',
    failedTitle: 'Idioma no guardado',
    failedText:
      'Aún no se pudo guardar tu idioma en tu cuenta; la aplicación lo usa igualmente. Puedes guardarlo más tarde en los ajustes del perfil.',
  },
  contact: {
    link: 'Contactar con el equipo',
    footer: 'Contacto',
    title: 'Contactar con el equipo',
    intro:
      '¿Una pregunta, un problema, una idea o algo sobre tu cuenta? Escríbenos aquí. Una persona del equipo lee cada mensaje y responde por correo electrónico.',
    accountIntro:
      'Si tu cuenta fue suspendida o cerrada y quieres saber por qué, o crees que fue un error, cuéntanoslo aquí. Leemos cada mensaje y respondemos con calma y de forma justa.',
    signedInAs: 'Has iniciado sesión como {{username}}: el equipo verá tu cuenta junto con tu mensaje.',
    email: 'Tu correo electrónico',
    emailHint: 'Te responderemos a esta dirección y no la usaremos para nada más.',
    emailHintAccount: 'Usa la dirección de tu cuenta, así podremos encontrarla.',
    topic: '¿De qué se trata?',
    topics: {
      account: 'Mi cuenta fue suspendida o cerrada',
      problem: 'Algo no funciona',
      feedback: 'Una idea o una sugerencia',
      other: 'Otra cosa',
    },
    message: 'Tu mensaje',
    messageHint: 'Tómate tu tiempo. Hasta {{max}} caracteres.',
    charactersLeft_one: 'Queda {{count}} carácter',
    charactersLeft_other: 'Quedan {{count}} caracteres',
    send: 'Enviar mensaje',
    errors: {
      email: 'Escribe una dirección de correo a la que podamos responder, como nombre@ejemplo.com.',
      messageRequired: 'Escribe unas palabras para que el equipo sepa cómo ayudarte.',
      messageTooLong: 'Es un poco largo: intenta no pasar de {{max}} caracteres.',
      failedTitle: 'Tu mensaje no se ha enviado',
      rateLimited:
        'Has enviado varios mensajes en poco tiempo. Espera un rato y vuelve a intentarlo. Tu texto sigue aquí.',
      offline:
        'Ahora mismo no hay conexión. Tu texto sigue aquí: envíalo de nuevo cuando vuelvas a estar en línea.',
      generic: 'Algo ha fallado por nuestra parte. Tu texto sigue aquí: inténtalo de nuevo en un momento.',
    },
    sentTitle: 'Gracias: el equipo te responderá por correo',
    sentText:
      'Tu mensaje ha llegado al equipo. Te escribiremos a {{email}}; puede tardar unos días. No tienes que hacer nada más.',
    another: 'Escribir otro mensaje',
    home: 'Volver al inicio',
    legalNote: 'Mientras tanto, el formulario de contacto llega al equipo; una persona lee cada mensaje.',
    legalLink: 'Escribir al equipo',
  },
};
