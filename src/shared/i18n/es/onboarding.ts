import type { Translation } from '../translation';

/** The welcome animation and the dashboard tour (Spanish catalogue). */
export const onboarding: Translation<'onboarding'> = {
  skip: 'Omitir',
  slideOf: 'Diapositiva {{number}} de {{total}}',
  stepOf: 'Paso {{number}} de {{total}}',
  dontShow: 'No volver a mostrar',
  back: 'Atrás',
  next: 'Siguiente',
  getStarted: 'Comenzar',
  slides: {
    welcome: {
      title: 'Te damos la bienvenida a Lampstand',
      text: 'Un lugar tranquilo para llevar la cuenta de tu tiempo en la Palabra y en oración.',
    },
    read: {
      title: 'Lee la Palabra',
      text: 'Registra cada capítulo que leas, libro por libro, y mira cómo crece tu recorrido por la Biblia.',
    },
    pray: {
      title: 'Ora con fidelidad',
      text: 'Anota tus minutos de oración y lleva una lista privada de pedidos para ver cómo responde Dios.',
    },
    together: {
      title: 'Crece en comunidad',
      text: 'Únete a tu iglesia y mira cómo se suman los capítulos y la oración de toda tu comunidad, semana a semana.',
    },
  },
  steps: {
    welcome: {
      title: 'Te damos la bienvenida a tu panel',
      text: 'Aquí registras tu lectura y tu oración, y ves cómo vas creciendo. Este breve recorrido dura menos de un minuto.',
    },
    reading: {
      title: 'Registra tu lectura bíblica',
      text: 'En la tarjeta Registrar lectura bíblica, elige el día, escoge un libro, toca cada capítulo que leíste y luego presiona Registrar lectura. Puedes registrar muchos capítulos a la vez.',
    },
    prayer: {
      title: 'Anota tu tiempo de oración',
      text: 'En la tarjeta Registrar tiempo de oración, ingresa cuántos minutos oraste y agrega una nota si quieres. Celebramos cada 7 capítulos y cada 60 minutos.',
    },
    requests: {
      title: 'Guarda tus pedidos de oración',
      text: 'Agrega pedidos a tu lista de Pedidos de oración y márcalos cuando sean respondidos. Son privados: solo tú puedes verlos.',
    },
    progress: {
      title: 'Mira cómo crece tu progreso',
      text: 'Tus tarjetas de estadísticas, tus insignias de racha y tu actividad reciente muestran tu progreso. Únete a una iglesia desde tu perfil para ver también los totales de tu comunidad.',
    },
  },
};
