/** Spanish offline texts (tú, like the app's Spanish interface). */
import type { CompanionTexts } from './types.ts';

const plural = (count: number, one: string, many: string): string => (count === 1 ? one : many);

function dueText(days: number): string {
  if (days < -1) return `venció hace ${-days} días`;
  if (days === -1) return 'venció ayer';
  if (days === 0) return 'vence hoy';
  if (days === 1) return 'vence mañana';
  if (days < 14) return `vence en ${days} días`;
  return `vence en unas ${Math.round(days / 7)} semanas`;
}

export const es: CompanionTexts = {
  quote: (text) => `«${text}»`,
  untitled: 'esta misión',
  steps: {
    writing: [
      {
        title: 'Abre una página en blanco',
        description: (c) =>
          `Abre un documento en blanco para ${c.t} y escribe tres ideas sueltas en viñetas.`,
      },
      {
        title: 'Reúne tu material',
        description: (c) => `Junta en un solo sitio las notas, fuentes o datos que necesitas para ${c.t}.`,
        withItems: (c) => `Junta tus notas en un solo sitio y márcalas a medida que las uses: ${c.items}.`,
      },
      {
        title: 'Esboza un índice',
        description: 'Convierte las viñetas en tres a cinco apartados con un orden lógico.',
      },
      {
        title: 'Escribe un borrador',
        description: (c) =>
          `Escribe la primera versión desordenada de ${c.t} sin preocuparte aún por la ortografía ni el estilo.`,
      },
      {
        title: 'Rellena los huecos',
        description: 'Vuelve a cada parte que dejaste pendiente y complétala.',
      },
      {
        title: 'Revisa una vez',
        description: 'Lee el borrador de principio a fin y corrige solo lo que no se entienda.',
      },
      {
        title: 'Pule y entrega',
        description: (c) => `Revisa la ortografía, ponle un título y guarda, envía o entrega ${c.t}.`,
      },
    ],
    message: [
      {
        title: 'Abre un mensaje nuevo',
        description: (c) => `Abre un mensaje nuevo para ${c.t} y escribe solo el saludo.`,
      },
      {
        title: 'Busca los datos',
        description: 'Busca las fechas, números o adjuntos que quieres mencionar.',
        withItems: (c) => `Apunta los puntos que quieres mencionar: ${c.items}.`,
      },
      {
        title: 'Escribe la idea principal',
        description: 'Escribe una frase que diga qué quieres que la otra persona sepa o haga.',
      },
      {
        title: 'Escribe el resto',
        description: 'Añade los detalles en frases cortas; de tres a cinco suelen bastar.',
      },
      {
        title: 'Termina con una petición clara',
        description: 'Cierra con una pregunta o un siguiente paso para que responder sea fácil.',
      },
      {
        title: 'Léelo una vez',
        description: 'Léelo una sola vez y corrige solo lo que no quede claro.',
      },
      {
        title: 'Pulsa enviar',
        description: 'Envíalo y marca la misión como hecha, porque hecho es mejor que perfecto.',
      },
    ],
    call: [
      {
        title: 'Ten el número a mano',
        description: (c) => `Busca el número de teléfono para ${c.t} y déjalo donde puedas verlo.`,
      },
      {
        title: 'Escribe tu primera frase',
        description: 'Apunta exactamente lo primero que dirás, como quién eres y por qué llamas.',
      },
      {
        title: 'Apunta tus preguntas',
        description: 'Anota dos o tres puntos o preguntas que quieras tratar.',
        withItems: (c) => `Ten tus puntos delante: ${c.items}.`,
      },
      {
        title: 'Busca un sitio tranquilo',
        description: 'Ve a un lugar tranquilo y ten un bolígrafo listo para tomar notas.',
      },
      {
        title: 'Haz la llamada',
        description:
          'Marca, di quién eres y por qué llamas y trata lo que necesitas, o deja un mensaje breve en el buzón.',
      },
      {
        title: 'Apunta el resultado',
        description: 'Anota lo que se acordó, las fechas y quién hace qué después.',
      },
      {
        title: 'Cierra el tema',
        description: 'Pon cualquier seguimiento en tu calendario y marca la misión como hecha.',
      },
    ],
    cleaning: [
      {
        title: 'Coge una bolsa y un cesto',
        description: 'Ten una bolsa para la basura y un cesto para lo que va en otro sitio.',
      },
      {
        title: 'Despeja un rincón pequeño',
        description: (c) =>
          `Pon un temporizador corto y despeja solo un rincón pequeño para ${c.t}, como una silla, una balda o el cesto de la ropa.`,
      },
      {
        title: 'Guarda las cosas',
        description: 'Guarda todo lo que tiene su sitio y junta el resto en un cesto.',
      },
      {
        title: 'Limpia las superficies',
        description: 'Pasa un trapo por las superficies que acabas de despejar, de arriba abajo.',
        withItems: (c) => `Recorre las zonas una por una: ${c.items}.`,
      },
      {
        title: 'Limpia el suelo',
        description: 'Barre o pasa la aspiradora ahora que el suelo se ve.',
      },
      {
        title: 'Ordena ropa y platos',
        description: 'Pon la ropa sucia en el cesto y los platos en el fregadero o el lavavajillas.',
      },
      {
        title: 'Saca la basura',
        description: 'Saca la basura, busca sitio para lo que queda y marca la misión como hecha.',
      },
    ],
    studying: [
      {
        title: 'Abre tu material',
        description: (c) =>
          `Abre el libro, los apuntes o la página del curso para ${c.t} y lee solo el primer título.`,
      },
      {
        title: 'Elige la parte de hoy',
        description: 'Elige un bloque pequeño, como un apartado o diez tarjetas de memoria.',
        withItems: (c) => `Elige una parte de tu lista para hoy: ${c.items}.`,
      },
      {
        title: 'Haz un bloque concentrado',
        description: 'Pon un temporizador de 25 minutos y lee o practica esa parte, nada más.',
      },
      {
        title: 'Dilo con tus palabras',
        description: 'Escribe de tres a cinco ideas clave o preguntas sobre lo que acabas de ver.',
      },
      {
        title: 'Haz una pausa de verdad',
        description: 'Levántate, bebe agua y muévete cinco minutos lejos de las pantallas.',
      },
      {
        title: 'Ponte a prueba',
        description: 'Cierra el material y responde tus preguntas de memoria.',
      },
      {
        title: 'Marca dónde lo dejas',
        description: (c) => `Apunta por dónde seguir la próxima vez para que retomar ${c.t} sea fácil.`,
      },
    ],
    shopping: [
      {
        title: 'Empieza la lista',
        description: (c) => `Abre una nota para ${c.t} y apunta las tres primeras cosas que necesitas.`,
        withItems: (c) => `Abre una nota para ${c.t} y copia lo que necesitas: ${c.items}.`,
      },
      {
        title: 'Mira lo que ya tienes',
        description:
          'Echa un vistazo rápido a la nevera, los armarios o los cajones para no comprar nada dos veces.',
      },
      {
        title: 'Agrupa la lista',
        description: 'Ordena la lista por tienda o pasillo para hacer el recorrido una sola vez.',
      },
      {
        title: 'Prepárate para salir',
        description: 'Deja las bolsas, la cartera, las llaves y la lista junto a la puerta.',
      },
      {
        title: 'Ve a por ello',
        description: 'Sal y compra solo lo que está en la lista, tachando cada cosa al cogerla.',
      },
      {
        title: 'Guárdalo todo',
        description: 'Deshaz las bolsas enseguida para que no se queden por ahí.',
      },
      {
        title: 'Táchalo',
        description: 'Tacha lo último de la lista y marca la misión como hecha.',
      },
    ],
    cooking: [
      {
        title: 'Elige la receta',
        description: (c) =>
          `Decide qué vas a preparar para ${c.t} y abre la receta o apunta los ingredientes.`,
      },
      {
        title: 'Revisa los ingredientes',
        description: 'Comprueba que lo tienes todo y apunta lo que falte.',
        withItems: (c) => `Comprueba que lo tienes todo: ${c.items}.`,
      },
      {
        title: 'Prepara tu puesto',
        description: 'Despeja la encimera y saca las sartenes, los utensilios y los ingredientes.',
      },
      {
        title: 'Prepara los ingredientes',
        description: 'Lava, corta y mide todo antes de encender el fuego.',
      },
      {
        title: 'Cocina paso a paso',
        description: 'Sigue la receta paso a paso y pon un temporizador para cada fase.',
      },
      {
        title: 'Limpia sobre la marcha',
        description: 'Enjuaga los utensilios y limpia la encimera mientras algo se cuece u hornea.',
      },
      {
        title: 'Sirve y disfruta',
        description: (c) => `Sírvelo, siéntate y disfrútalo: has hecho realidad ${c.t}.`,
      },
    ],
    exercise: [
      {
        title: 'Ponte las zapatillas',
        description: (c) =>
          `Ponte la ropa de deporte o las zapatillas para ${c.t}; ese es todo el primer paso.`,
      },
      {
        title: 'Agua y música',
        description: 'Llena una botella de agua y pon una lista de canciones que te guste.',
      },
      {
        title: 'Calienta',
        description:
          'Muévete suavemente unos minutos, por ejemplo marchando en el sitio o girando los brazos.',
      },
      {
        title: 'Haz la parte principal',
        description: (c) => `Haz la parte principal de ${c.t} a un ritmo cómodo; más corto también vale.`,
      },
      {
        title: 'Añade una ronda más',
        description: 'Si aún te sientes bien, añade una ronda corta extra, y si no, ya has terminado.',
      },
      {
        title: 'Vuelve a la calma y estira',
        description: 'Camina despacio y estira unos minutos.',
      },
      {
        title: 'Regístralo',
        description: 'Bebe agua y marca la misión como hecha, porque cada sesión cuenta.',
      },
    ],
    coding: [
      {
        title: 'Abre el proyecto',
        description: (c) =>
          `Abre el proyecto para ${c.t} y escribe una línea que describa cuándo estará terminado.`,
      },
      {
        title: 'Encuentra el sitio',
        description: 'Localiza el archivo o la función implicada y, si es un error, reprodúcelo.',
      },
      {
        title: 'Escribe una comprobación rápida',
        description: 'Escribe una prueba pequeña o una comprobación manual que muestre cuándo funciona.',
      },
      {
        title: 'Haz el cambio más pequeño',
        description: (c) => `Haz el cambio más pequeño que haga avanzar ${c.t}, pieza a pieza.`,
        withItems: (c) => `Trabaja las piezas una a una, empezando por ${c.first}: ${c.items}.`,
      },
      {
        title: 'Ejecútalo',
        description: 'Ejecuta las pruebas o la aplicación y compara el resultado con tu línea de terminado.',
      },
      {
        title: 'Ordena el código',
        description:
          'Quita la salida de depuración, renombra lo confuso y añade un comentario breve donde haga falta.',
      },
      {
        title: 'Guarda tu trabajo',
        description: 'Haz commit o guarda tu trabajo con un mensaje que diga qué cambió.',
      },
    ],
    paperwork: [
      {
        title: 'Busca el primer documento',
        description: (c) =>
          `Busca solo la primera carta, formulario o acceso que necesitas para ${c.t} y déjalo en tu mesa.`,
      },
      {
        title: 'Reúne el resto',
        description: 'Junta los demás papeles en una carpeta o un montón.',
        withItems: (c) => `Junta lo que necesitas en una carpeta: ${c.items}.`,
      },
      {
        title: 'Apunta el plazo',
        description: 'Escribe la fecha límite y cualquier número de referencia en una nota adhesiva visible.',
      },
      {
        title: 'Rellena lo fácil',
        description:
          'Rellena lo que ya sabes, como nombres, direcciones y números, y salta las partes difíciles.',
      },
      {
        title: 'Resuelve lo pendiente',
        description: 'Vuelve a las partes que saltaste una por una y apunta lo que tengas que preguntar.',
      },
      {
        title: 'Comprueba dos veces',
        description: 'Revisa una vez importes, fechas y firmas.',
      },
      {
        title: 'Envía y archiva',
        description: (c) =>
          `Envíalo, págalo o mándalo por correo y archiva los papeles de ${c.t} en una carpeta con etiqueta.`,
      },
    ],
    planning: [
      {
        title: 'Escribe el objetivo',
        description: (c) => `Escribe una frase que describa cómo será ${c.t} cuando esté hecho.`,
      },
      {
        title: 'Vacía tu cabeza',
        description: 'Apunta todas las tareas, ideas y preocupaciones sin ordenarlas.',
        withItems: (c) => `Parte de tus notas y añade lo que falte: ${c.items}.`,
      },
      {
        title: 'Elige lo imprescindible',
        description: 'Elige las tres cosas que de verdad importan y aparca el resto.',
      },
      {
        title: 'Pon fechas',
        description: 'Dale a cada cosa imprescindible una fecha o una semana aproximada en tu calendario.',
      },
      {
        title: 'Pide ayuda',
        description: 'Decide quién podría ayudarte con una parte y escríbele.',
      },
      {
        title: 'Prepara la primera tarea',
        description: 'Saca lo que necesita la primera tarea para tenerlo listo.',
      },
      {
        title: 'Haz la primera tarea',
        description: (c) => `Haz ahora la primerísima tarea de ${c.t}, aunque sea pequeña.`,
      },
    ],
    application: [
      {
        title: 'Abre la oferta',
        description: (c) =>
          `Abre la oferta de empleo o tu currículum para ${c.t} y subraya tres palabras clave.`,
      },
      {
        title: 'Compara los requisitos',
        description: 'Apunta lo que piden y relaciona cada punto con algo que ya hayas hecho.',
      },
      {
        title: 'Actualiza tu currículum',
        description: 'Añade tu experiencia más reciente al currículum y usa las palabras clave de la oferta.',
      },
      {
        title: 'Escribe la carta de presentación',
        description: 'Escribe una carta breve: por qué este puesto, qué aportas y una despedida amable.',
      },
      {
        title: 'Pide una segunda opinión',
        description: 'Envíasela a alguien de confianza o léela en voz alta para pillar errores.',
      },
      {
        title: 'Prepara los archivos',
        description: 'Guárdalo todo en PDF con nombres claros, como Nombre_CV.pdf.',
      },
      {
        title: 'Envíala',
        description: (c) => `Envía ${c.t} y apunta la fecha de hoy para saber cuándo hacer seguimiento.`,
      },
    ],
    appointment: [
      {
        title: 'Busca el contacto',
        description: (c) => `Busca el teléfono o la página de reservas para ${c.t} y ábrela.`,
      },
      {
        title: 'Mira tu calendario',
        description: 'Elige dos o tres horarios que te vengan bien antes de llamar o reservar.',
      },
      {
        title: 'Ten tus datos listos',
        description:
          'Ten a mano la tarjeta sanitaria o del seguro, tu documento de identidad o el número de referencia.',
      },
      {
        title: 'Apunta para qué es',
        description:
          'Escribe una línea corta sobre el motivo de la cita para no tener que pensarlo en el momento.',
      },
      {
        title: 'Reserva la cita',
        description: 'Llama o usa la reserva en línea y coge el primer hueco que te encaje.',
      },
      {
        title: 'Planea cómo llegar',
        description: 'Apunta la dirección y cuánto se tarda en llegar.',
      },
      {
        title: 'Añádela al calendario',
        description: (c) =>
          `Pon la fecha y la hora de ${c.t} en tu calendario con un recordatorio el día antes.`,
      },
    ],
    generic: [
      {
        title: 'Da el primer paso más pequeño',
        description: (c) =>
          `Pon un temporizador corto y haz la primerísima acción física de ${c.t}, como abrir un archivo o sacar lo que necesitas.`,
      },
      {
        title: 'Define la meta',
        description: (c) => `Escribe una frase que describa cómo será ${c.t} cuando esté terminada.`,
      },
      {
        title: 'Divide en partes',
        description: 'Divide el resto en tres a cinco partes pequeñas y apúntalas.',
        withItems: (c) => `Usa tus notas como lista de partes: ${c.items}.`,
      },
      {
        title: 'Haz la primera parte',
        description: 'Trabaja solo en la primera parte durante un bloque concentrado y luego para.',
        withItems: (c) => `Empieza por ${c.first} y trabaja en ello durante un bloque concentrado.`,
      },
      {
        title: 'Haz una pausa corta',
        description: 'Levántate, estírate o bebe algo durante cinco minutos, lejos del móvil.',
      },
      {
        title: 'Sigue con la siguiente parte',
        description: 'Pasa a la siguiente parte de la misma manera, una cada vez.',
      },
      {
        title: 'Remata',
        description: 'Termina la última parte, revísala una vez y marca la misión como hecha.',
      },
    ],
  },
  tips: {
    writing: [
      'Apunta a un primer borrador malo: solo se pueden corregir palabras que existen.',
      'Cuando hagas una pausa, déjala a mitad de frase para que retomar sea fácil.',
    ],
    message: [
      'Breve y amable es mejor que perfecto; tres frases bastan.',
      'Si te pesa, escríbelo primero en una app de notas y pégalo después.',
    ],
    call: [
      'Un guion facilita las llamadas, y leerlo en voz alta está perfectamente bien.',
      'Llama justo después del primer paso, antes de que crezcan los nervios.',
    ],
    cleaning: [
      'Pon una canción o un temporizador de 10 minutos y para cuando termine; eso también cuenta.',
      'Empieza por lo que más ves, porque el progreso visible motiva.',
    ],
    studying: [
      'Prueba el body doubling: estudia junto a alguien o en una sala de estudio en línea.',
      'Deja el móvil en otra habitación durante los bloques de concentración.',
    ],
    shopping: [
      'Lleva la lista en el móvil para tenerla siempre contigo.',
      'Junta los recados en una sola ruta y date un pequeño capricho al final.',
    ],
    cooking: [
      'Las comidas sencillas cuentan: un bocadillo también es una misión cumplida.',
      'Pon un pódcast o música mientras preparas para que sea más divertido.',
    ],
    exercise: [
      'Diez minutos cuentan; lo más difícil es salir por la puerta.',
      'Deja la ropa preparada la noche antes para que empezar cueste menos.',
    ],
    coding: [
      'Antes de cada pausa, escribe tu siguiente paso en un comentario.',
      'Silencia las notificaciones del chat mientras estés en un bloque de concentración.',
    ],
    paperwork: [
      'El body doubling ayuda con el papeleo: hazlo en una llamada con alguien o a su lado.',
      'Planea un premio para justo después de enviarlo; te lo habrás ganado.',
    ],
    planning: [
      'Mantén el plan en una sola página: un plan corto que usas vale más que uno largo que no usas.',
      'Usa recordatorios para que el plan viva fuera de tu cabeza.',
    ],
    application: [
      'Una candidatura cada vez; la próxima vez puedes reutilizar tus mejores frases.',
      'Date un capricho después de enviarla, sea cual sea el resultado.',
    ],
    appointment: [
      'Reservar en línea está perfectamente bien si llamar se te hace difícil.',
      'Hazlo ahora que tienes el número abierto; suele llevar solo unos minutos.',
    ],
    generic: [
      'Por ahora solo cuenta el primer paso; el resto puedes decidirlo después.',
      'Escribe el siguiente paso en una nota adhesiva donde puedas verla.',
    ],
  },
  generalTips: [
    'Pon un temporizador y haz solo el primer paso; después puedes parar.',
    'Prueba el body doubling: trabaja junto a alguien o con un amigo en videollamada.',
    'Quita primero una distracción, por ejemplo deja el móvil boca abajo en otra habitación.',
    'Planea un pequeño premio para cuando termines, como un tentempié o tu canción favorita.',
    'Si te atascas, haz el siguiente paso todavía más pequeño.',
    'Empezar es lo más difícil; con el primer paso hecho, la inercia ayuda.',
  ],
  suggestion: {
    pick: (title, starter) =>
      `Empieza por ${title}. Primer paso diminuto (${starter.minutes} min): ${starter.description}`,
    why: ({ priority, reason, dueInDays }) => {
      if (dueInDays !== null && dueInDays < 0) {
        const opening = priority === 'high' ? 'Tiene prioridad alta y' : 'Esta misión';
        return `${opening} ${dueText(dueInDays)}, y no pasa nada: lo que cuenta es empezar ahora.`;
      }
      if (dueInDays !== null) {
        if (priority === 'high') return `Tiene prioridad alta y ${dueText(dueInDays)}.`;
        return `Esta misión ${dueText(dueInDays)}, así que es la más urgente de tu lista.`;
      }
      if (reason === 'high') return 'Tiene prioridad alta, así que empezarla te quitará más peso de encima.';
      if (reason === 'only') return 'Es tu única misión abierta, así que no hay nada que elegir.';
      if (reason === 'top') return 'Es la de mayor prioridad de tu lista ahora mismo.';
      return 'Parece una victoria rápida, y una victoria temprana hace más fácil la siguiente misión.';
    },
    completed: (count) =>
      `Ya has completado ${count} ${plural(count, 'misión', 'misiones')}, así que sabes que puedes hacerlo.`,
    next: (title) => `Después viene ${title}, pero una cosa cada vez.`,
    emptySuggestion: 'Crea una misión pequeña, como «Guardar tres cosas» o «Responder a un mensaje».',
    emptyReasoning:
      'Tu registro de misiones está vacío, así que la victoria más fácil es añadir algo que puedas terminar en cinco minutos.',
  },
  chat: {
    greeting: ({ task, open }) =>
      task
        ? `¡Hola, qué bien verte! Tienes ${open} ${plural(open, 'misión abierta', 'misiones abiertas')} y ${task.title} parece un buen punto de partida. ¿Quieres que la divida en pasos diminutos?`
        : '¡Hola, qué bien verte! Puedo dividir una tarea en pasos pequeños, sugerirte por dónde empezar o simplemente charlar. ¿Qué tienes en mente hoy?',
    stuckOpeners: [
      'Sentirse atascado es muy común y no dice nada malo de ti.',
      'A todo el mundo le pasa sentirse desbordado, sobre todo cuando una tarea parece enorme.',
    ],
    stuck: ({ task }) =>
      task
        ? `Vamos a reducir ${task.title} a un solo paso diminuto: ${task.starter.description} Dale ${task.starter.minutes} minutos, y cuando suene el temporizador puedes parar.`
        : 'Elige la acción más pequeña posible, como abrir el archivo o ponerte las zapatillas, y pon un temporizador de 5 minutos solo para eso. Si me dices la tarea, la dividimos juntos.',
    prioritise: ({ task, open }) => {
      if (!task) {
        return 'Tu registro de misiones está vacío ahora mismo, y eso está bien. Añade una misión pequeña y te ayudo a dar el primer paso.';
      }
      const because = {
        high: 'porque tiene prioridad alta',
        top: 'porque es la de mayor prioridad de tu lista',
        quick: 'porque parece una victoria rápida',
        only: 'porque es tu única misión abierta',
      }[task.reason];
      const after = open > 1 ? ' Después, haz una pausa corta y elige la siguiente.' : '';
      return `Yo empezaría por ${task.title}, ${because}. Tu primer paso diminuto: ${task.starter.description}${after}`;
    },
    breakdown: (target, steps) =>
      `Así puedes empezar ${target}: ${steps.map((step, i) => `${i + 1}) ${step.title} (${step.minutes} min)`).join(', ')}. Por ahora haz solo el paso 1, con eso basta para arrancar. Si quieres, te preparo un plan completo con más pasos.`,
    breakdownAsk:
      '¡Con gusto! Dime la tarea, por ejemplo «divide: limpiar la cocina», y la divido en pasos pequeños.',
    tiredOpener: 'Hay días con poca energía, y descansar no es fracasar.',
    motivationOpener:
      'Aplazar las cosas suele significar que la tarea parece demasiado grande, no que te pase algo malo.',
    motivation: ({ task }) =>
      task
        ? `¿Qué tal solo el primer paso diminuto de ${task.title}? ${task.starter.description} Después, date un pequeño premio.`
        : 'Elige una cosa que puedas hacer en cinco minutos y planea un pequeño premio para después. Hasta una victoria diminuta cuenta.',
    focus: ({ task }) =>
      task
        ? `Vamos a proteger tu concentración: deja el móvil boca abajo en otra habitación y cierra las pestañas que no necesitas. Luego pon un temporizador de 25 minutos para ${task.title} y empieza con esto: ${task.starter.description} Cuando suene, tómate 5 minutos de pausa.`
        : 'Vamos a proteger tu concentración: deja el móvil boca abajo en otra habitación y cierra las pestañas que no necesitas. Luego pon un temporizador de 25 minutos y trabaja en una sola cosa. La música tranquila o trabajar junto a alguien también ayudan.',
    thanks: ({ task }) =>
      task
        ? `¡De nada! Cada pequeño paso cuenta, y lo estás haciendo genial. Cuando quieras, ${task.title} te espera, sin prisa.`
        : '¡De nada! Cada pequeño paso cuenta, y lo estás haciendo genial.',
    quest: ({ task }) =>
      task
        ? `Veamos ${task.title}. Un buen primer paso (${task.starter.minutes} min): ${task.starter.description} Si quieres, divido la misión entera en pasos.`
        : '¿Qué misión quieres decir? Dime su nombre y te ayudo a empezarla.',
    health:
      'Gracias por contármelo. No puedo dar consejos médicos, pero un médico, un farmacéutico u otro profesional de la salud es la persona adecuada para esto, y vale la pena consultarle. Mientras tanto, trátate con cariño: descansar o hacer una sola cosa diminuta está perfectamente bien.',
    healthNote:
      'Si se trata de tu salud, no puedo dar consejos médicos, pero hablar con un médico u otro profesional es buena idea.',
    crisis:
      'Me alegra mucho que me lo cuentes, y siento que esté siendo tan duro. Por favor, busca apoyo ahora mismo: el número de emergencias de tu zona, una línea de crisis o una persona de confianza. No tienes que pasar por esto solo.',
    fallback: () =>
      'Lo siento, con eso no puedo ayudarte: soy un compañero integrado para tus misiones. Puedo dividir una misión en pasos pequeños, sugerirte por dónde empezar o darte ánimos cuando cueste arrancar.',
  },
  welcome:
    '¡Hola, soy tu Compañero de Misiones! Puedo dividir cualquier tarea en pasos pequeños, sugerirte por dónde empezar o charlar contigo cuando empezar cuesta.',
};
