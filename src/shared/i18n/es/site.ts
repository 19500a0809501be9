import type { Translation } from '../translation';

/** The public site: about, contact, the FAQ (Spanish catalogue). */
export const site: Translation<'site'> = {
  responseTime: '24 a 48 horas',
  notAvailable: '(no disponible en este momento; vuelve a cargar la página)',
  about: {
    title: 'Acerca de Lampstand',
    lead: 'Una forma sencilla de que personas e iglesias mantengan el hábito de leer las Escrituras y orar.',
    storyTitle: 'Nuestra historia',
    story: [
      'Lampstand comenzó con un desafío. Un pastor se presentó ante su congregación y le pidió leer <strong>1 millón de capítulos</strong> de la Biblia y registrar <strong>2 millones de minutos de oración</strong> en un solo año.',
      'Era una meta audaz, y enseguida planteó una pregunta práctica: ¿cómo iban a saber qué tan cerca estaban? Las hojas de conteo en papel se perdían y las hojas de cálculo quedaban desactualizadas. La iglesia necesitaba que cada miembro pudiera registrar un capítulo o un tiempo de oración en unos segundos, y que todos vieran crecer el total.',
      'Lampstand nació para responder esa pregunta. Lo que empezó como la herramienta de una sola congregación hoy está abierto a todas las iglesias y a cualquier persona que quiera leer y orar con más fidelidad, con o sin iglesia.',
    ],
    challengeTitle: 'El desafío que lo inició todo',
    chaptersRead: 'Capítulos de la Biblia leídos',
    minutesPrayed: 'Minutos de oración',
    challengeNote: 'En un año, por una sola congregación.',
    missionTitle: 'Nuestra misión',
    mission:
      'Ayudar a los creyentes a formar un hábito duradero de leer la Palabra de Dios y orar, y ayudar a las iglesias a animarse unas a otras a hacerlo, sin convertir la fe en una competencia. Registrar tu lectura y tu oración es gratis para cada persona; las iglesias sostienen el proyecto con una sencilla suscripción anual.',
    howTitle: 'Cómo funciona',
    steps: {
      register: {
        title: 'Las iglesias se registran',
        text: 'Un pastor o líder registra la iglesia en pocos minutos y comienza una prueba gratuita. Los miembros pueden encontrarla por su nombre de inmediato.',
      },
      track: {
        title: 'Los miembros registran',
        text: 'Cada miembro registra los capítulos que lee y los minutos que ora, cuando le resulte conveniente, desde cualquier teléfono o computadora.',
      },
      grow: {
        title: 'Las comunidades crecen',
        text: 'Todos ven cómo suben los totales de la iglesia semana a semana, celebran juntos los hitos y se animan a seguir adelante.',
      },
    },
    joinTitle: 'Acepta el desafío',
    joinText: 'Empieza con tu iglesia, o empieza hoy por tu cuenta.',
    registerChurch: 'Registra tu iglesia',
    createAccount: 'Crea una cuenta',
  },
  contact: {
    title: 'Contáctanos',
    lead: '¿Tienes preguntas sobre Lampstand, tu cuenta o la suscripción de tu iglesia? Con gusto te ayudamos.',
    formTitle: 'Envíanos un mensaje',
    infoTitle: 'Información de contacto',
    email: 'Correo electrónico',
    location: 'Ubicación',
    responseTimeLabel: 'Tiempo de respuesta',
    answerWithin: 'Respondemos en un plazo de {{responseTime}}.',
    faqTitle: 'Preguntas frecuentes',
    formNote:
      'Todos los campos son obligatorios, excepto Asunto. Al enviar, se abrirá tu propia aplicación de correo con el mensaje ya escrito.',
    fullName: 'Nombre completo',
    emailAddress: 'Correo electrónico',
    subject: 'Asunto',
    message: 'Mensaje',
    addressFailed:
      'No se pudo cargar la dirección de soporte. Vuelve a cargar la página e inténtalo de nuevo.',
    send: 'Enviar mensaje',
    openedTitle: 'Se abrió tu aplicación de correo',
    openedDescription:
      'Tu mensaje para {{email}} está listo en tu aplicación de correo: envíalo desde allí. Respondemos en un plazo de {{responseTime}}.',
    defaultSubject: 'Contacto desde el sitio web de Lampstand',
    mailName: 'Nombre: {{name}}',
    mailEmail: 'Correo electrónico: {{email}}',
    fullNameRequired: 'El nombre completo es obligatorio',
    emailRequired: 'El correo electrónico es obligatorio',
    subjectTooLong: 'El asunto es demasiado largo',
    messageRequired: 'El mensaje es obligatorio',
    messageTooLong: 'El mensaje es demasiado largo',
  },
  faq: {
    cost: {
      question: '¿Cuánto cuesta Lampstand?',
      answer:
        'Registrar tu propia lectura y tu oración es gratis. Las iglesias pagan {{price}} al año por toda la congregación, con miembros ilimitados, después de una prueba gratuita de {{trialDays}} días.',
    },
    noChurch: {
      question: '¿Puedo usar Lampstand sin una iglesia?',
      answer:
        'Sí. <linkRegister>Crea una cuenta</linkRegister> y elige "Sin iglesia". Tendrás tus propias estadísticas, rachas, pedidos de oración e informes anuales, y podrás unirte a una iglesia más adelante desde tu perfil.',
    },
    registerChurch: {
      question: '¿Cómo registro mi iglesia?',
      answer:
        'Completa el <linkChurchRegister>formulario de registro de iglesias</linkChurchRegister> con el nombre, la ciudad, el estado y el correo electrónico de tu iglesia, y una contraseña. Así se crean la iglesia y su cuenta de administrador; después, tus miembros eligen la iglesia al registrarse, o más adelante desde su perfil.',
    },
    privacy: {
      question: '¿Mis datos son privados?',
      answer:
        'Solo tú puedes ver tus pedidos de oración. Los administradores de la iglesia ven los nombres y los correos electrónicos de los miembros, no sus estadísticas individuales, y puedes ocultar tu nombre a tu iglesia desde tu perfil: entonces apareces como "Miembro anónimo", aunque sigues sumando en los totales. Consulta la <linkPrivacy>Política de privacidad</linkPrivacy> para ver todo lo que guardamos.',
    },
  },
};
