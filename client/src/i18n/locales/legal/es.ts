import type { Translation } from '../en.ts';

export const legalEs: Translation['legal'] = {
  impressum: {
    title: 'Aviso legal',
    updated: 'Última actualización: 20 de agosto de 2025',
    intro: 'Información sobre el proveedor de Quest Planner.',
    sections: [
      {
        title: 'Proveedor',
        body: 'Quest Planner lo desarrolla y gestiona un estudio de software independiente con sede en Suiza.\n\nNombre de la empresa, dirección postal e inscripción en el registro mercantil: se indicarán próximamente.',
      },
      {
        title: 'Contacto',
        body: 'Dirección de correo y número de teléfono: se indicarán próximamente.',
      },
      {
        title: 'Responsable del contenido',
        body: 'El estudio que gestiona Quest Planner. Nombre de la persona responsable: se indicará próximamente.',
      },
      {
        title: 'Enlaces externos',
        body: 'Revisamos con cuidado los enlaces a otros sitios web, pero no somos responsables de su contenido. Lo son sus operadores.',
      },
      {
        title: 'Derechos de autor',
        body: 'Los textos, gráficos y código de Quest Planner están protegidos por derechos de autor. Pregúntanos antes de reutilizarlos.',
      },
    ],
  },
  privacy: {
    title: 'Política de privacidad',
    updated: 'Última actualización: 23 de noviembre de 2026',
    intro:
      'Solo guardamos los datos que el juego necesita para funcionar y nunca los vendemos. Aquí explicamos qué guardamos y por qué.',
    sections: [
      {
        title: 'Responsable',
        body: 'El estudio suizo que gestiona Quest Planner (ver el aviso legal). Datos de contacto: se indicarán próximamente.',
      },
      {
        title: 'Tu cuenta',
        body: 'Al registrarte guardamos tu correo, tu nombre de usuario y tu contraseña. La contraseña solo se guarda como hash con sal, así que nadie puede leerla, ni siquiera nosotros.\n\nUsamos tu correo para verificar tu cuenta, enviarte enlaces para restablecer la contraseña y avisos importantes sobre tu cuenta. No enviamos boletines.',
      },
      {
        title: 'Tu progreso',
        body: 'Para que el juego funcione guardamos lo que creas y ganas: misiones, tareas, experiencia, nivel, oro, objetos, compañeros, logros, pertenencia a grupos y clanes, y ajustes del perfil como apodo, idioma, zona horaria y avatar.',
      },
      {
        title: 'Cookie de sesión y almacenamiento local',
        body: 'Tras iniciar sesión guardamos una cookie de sesión. Es estrictamente necesaria para mantenerte conectado y termina al cerrar sesión o cuando la sesión caduca.\n\nPor cada sesión guardamos cuándo empezó, cuándo se usó por última vez y la descripción del navegador (user agent), para que veas en Perfil > Seguridad dónde has iniciado sesión y puedas cerrar la de un dispositivo perdido. Tu idioma se guarda en el almacenamiento local del navegador. No usamos otras cookies.',
      },
      {
        title: 'Sin rastreo',
        body: 'Quest Planner no tiene publicidad, ni analítica, ni píxeles de seguimiento. No compartimos tus datos con anunciantes ni con intermediarios de datos.',
      },
      {
        title: 'Compañero de misiones con IA',
        body: 'Cuando usas el compañero con IA, el texto que envías y los datos de la misión necesarios se procesan para crear una respuesta. Según cómo esté configurado el servicio, un proveedor externo de IA puede procesar ese texto por encargo nuestro. No compartas datos de salud ni otra información sensible en estos mensajes.',
      },
      {
        title: 'Registros de seguridad',
        body: 'Para proteger el servicio, nuestros servidores registran durante poco tiempo datos técnicos como la dirección IP, la hora y la dirección solicitada, por ejemplo para frenar inicios de sesión fallidos repetidos.',
      },
      {
        title: 'Cuánto tiempo guardamos los datos',
        body: 'Guardamos tus datos mientras exista tu cuenta. Una sesión termina tras 14 días sin uso y como máximo 30 días después de iniciarla. Los enlaces por correo caducan: 24 horas para confirmar una dirección, 1 hora para restablecer la contraseña. Los registros de inicios de sesión fallidos se guardan como máximo una hora.\n\nSi eliminas tu cuenta, la borramos al momento con tus datos personales: perfil, misiones, tareas, sesiones de enfoque, objetos, compañeros, logros, notificaciones, tus mensajes de chat, actividad y sesiones. Tu grupo y tu clan conservan su historia compartida (el daño a un jefe, el muro del clan) con «un antiguo miembro» en lugar de tu nombre. En nuestro registro de auditoría queda constancia de que se eliminó una cuenta, sin tu nombre ni tu correo.',
      },
      {
        title: 'Tus derechos',
        body: 'Según la Ley Federal suiza de Protección de Datos y, cuando se aplique, el RGPD, puedes pedir qué datos tenemos sobre ti, corregirlos o eliminarlos y recibir una copia.\n\nLa mayor parte puedes hacerla tú en Perfil > Seguridad: «Descargar mis datos» te da un archivo con todo lo que guardamos sobre ti y «Eliminar mi cuenta» la borra para siempre. Allí también puedes cambiar tu correo y tu contraseña y cerrar sesión en otros dispositivos. Datos de contacto para otras solicitudes: próximamente.',
      },
    ],
  },
  terms: {
    title: 'Condiciones de uso',
    updated: 'Última actualización: 20 de agosto de 2025',
    intro: 'Estas condiciones se aplican cuando usas Quest Planner. Al crear una cuenta las aceptas.',
    sections: [
      {
        title: 'El servicio',
        body: 'Quest Planner es un planificador de tareas con elementos de juego. Lo mejoramos continuamente, así que las funciones pueden cambiar, y podemos pausar el servicio por mantenimiento.',
      },
      {
        title: 'Tu cuenta',
        body: 'Necesitas un correo válido para registrarte. Mantén tu contraseña en secreto: eres responsable de lo que ocurra en tu cuenta.',
      },
      {
        title: 'Juego limpio',
        body: 'No perturbes el servicio, no aproveches errores, no automatices acciones, no acoses a otros jugadores ni elijas nombres ofensivos. Los moderadores pueden advertir, suspender o expulsar las cuentas que incumplan estas reglas.',
      },
      {
        title: 'Tu contenido',
        body: 'Las misiones, tareas y mensajes que escribes siguen siendo tuyos. Nos permites guardarlos y procesarlos para prestar el servicio.',
      },
      {
        title: 'Recompensas virtuales',
        body: 'La experiencia, el oro, los objetos y otras recompensas forman parte del juego. No tienen valor monetario y no se pueden cambiar por dinero.',
      },
      {
        title: 'Responsabilidad',
        body: 'Ofrecemos Quest Planner tal como es y no podemos garantizar que esté siempre disponible o libre de errores. En la medida en que la ley lo permita, solo respondemos por dolo y negligencia grave.',
      },
      {
        title: 'Cambios',
        body: 'Podemos actualizar estas condiciones. Te avisaremos de los cambios importantes en la aplicación antes de que entren en vigor.',
      },
      {
        title: 'Ley aplicable',
        body: 'Se aplica el derecho suizo. El fuero es la sede del estudio que gestiona el servicio (se indicará próximamente), salvo que una norma imperativa disponga otra cosa.',
      },
    ],
  },
  disclaimer: {
    title: 'Descargo de responsabilidad',
    updated: 'Fechado el 20 de agosto de 2025',
    intro:
      'Quest Planner es una herramienta de planificación y motivación. Lee estas notas antes de confiar en ella.',
    sections: [
      {
        title: 'Aviso médico',
        body: 'Quest Planner no ofrece consejo médico. No sustituye el diagnóstico ni el tratamiento profesional del TDAH ni de ninguna otra afección.\n\nSi tienes preguntas sobre tu salud, consulta a un médico u otro profesional cualificado. En caso de emergencia, llama al número de emergencias local.',
      },
      {
        title: 'Aviso sobre la IA',
        body: 'Las sugerencias del compañero de misiones con IA se generan automáticamente. Son solo una orientación general y pueden ser erróneas, incompletas o no adecuadas para tu situación.\n\nComprueba tú mismo la información importante y toma tus propias decisiones. El compañero con IA no es médico, terapeuta ni coach.',
      },
      {
        title: 'Sin garantía de resultados',
        body: 'La experiencia, las rachas y las recompensas están para motivarte. No podemos prometer que usar la aplicación cambie tu productividad o tu bienestar.',
      },
      {
        title: 'Contenido y enlaces',
        body: 'Preparamos el contenido de Quest Planner con cuidado, pero no podemos garantizar que esté completo o actualizado. No somos responsables del contenido de sitios web externos.',
      },
    ],
  },
};
