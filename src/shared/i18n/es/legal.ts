import type { Translation } from '../translation';

/** The privacy policy and the terms of service, section by section (Spanish catalogue). */
export const legal: Translation<'legal'> = {
  updated: 'Última actualización: <date>{{day}}</date>',
  contents: 'En esta página',
  sectionTitle: '{{number}}. {{title}}',
  privacy: {
    title: 'Política de privacidad',
    intro:
      'Lampstand te ayuda a llevar el registro de tu lectura de la Biblia y de tu oración, por tu cuenta o con tu iglesia. Lo que registras allí es personal, así que esta política explica con claridad qué guardamos, quién puede verlo y cómo pedir que se elimine.',
    sections: {
      whatWeCollect: {
        title: 'Qué datos recopilamos',
        body: [
          'Solo guardamos lo que Lampstand necesita para funcionar:',
          {
            list: [
              '<strong>Tu cuenta:</strong> tu nombre, tu dirección de correo electrónico, tu zona horaria, la iglesia que elijas (si eliges una) y si compartes tu nombre con ella. Tu contraseña se guarda solo como un hash argon2id, así que nadie, ni siquiera nosotros, puede leerla.',
              '<strong>Lo que registras:</strong> los capítulos de la Biblia que lees (libro, capítulo y fecha), tus minutos de oración con su fecha y las notas que agregues, y tus pedidos de oración, con la indicación de si ya fueron respondidos.',
              '<strong>Iglesias:</strong> el nombre, la ciudad, el estado y la dirección de correo electrónico de la iglesia, su contraseña (como hash), una dirección opcional de su logotipo y su suscripción: estado, fechas, y los números de orden de PayPal y los montos de sus pagos.',
              '<strong>Datos técnicos:</strong> una cookie de sesión (ver más abajo) y la dirección de red de cada solicitud, que se usa por poco tiempo para frenar los intentos repetidos de inicio de sesión. Los registros de nuestro servidor nunca contienen contraseñas ni tokens de sesión.',
            ],
          },
        ],
      },
      howWeUseIt: {
        title: 'Cómo los usamos',
        body: [
          'Usamos tus datos para que Lampstand funcione para ti: para mostrarte tus totales, rachas, insignias e informes anuales, para sumar tus lecturas y tus minutos de oración a los totales de tu iglesia y de todos, para enviarte los correos electrónicos que pides (como un enlace para restablecer tu contraseña) y para cobrar a las iglesias su suscripción.',
          'No vendemos tus datos, no mostramos publicidad y no cargamos scripts de seguimiento ni de analítica de terceros.',
        ],
      },
      whoSeesWhat: {
        title: 'Quién puede ver qué',
        body: [
          {
            list: [
              '<strong>Solo tú</strong> ves tus pedidos de oración, tus notas de oración y cada una de tus lecturas y registros de oración. Los pedidos de oración son privados para quien los escribe: nadie más puede leerlos, ni siquiera los administradores de la iglesia.',
              '<strong>Los administradores de tu iglesia</strong> ven los nombres y las direcciones de correo electrónico de sus miembros, pero no sus estadísticas individuales. Si decides no compartir tu nombre, apareces ante ellos como "Miembro anónimo", sin dirección de correo electrónico.',
              '<strong>Los demás miembros</strong> ven la tabla de posiciones semanal de la iglesia, con capítulos y minutos de oración, donde los miembros que no comparten su nombre también aparecen como "Miembro anónimo".',
              '<strong>Todos</strong> ven solo totales: los capítulos y minutos de oración de tu iglesia y de todo el sitio. Compartas o no tu nombre, lo que registras sigue contando en esos totales.',
            ],
          },
        ],
      },
      cookies: {
        title: 'Cookies y almacenamiento del navegador',
        body: [
          'Cuando inicias sesión, establecemos una única cookie esencial, <code>lampstand_session</code>. Contiene una clave de sesión aleatoria, está marcada como httpOnly (los scripts de la página no pueden leerla) y SameSite=Lax, y deja de funcionar cuando cierras sesión, cuando se restablece tu contraseña o cuando vence después de un número determinado de días. Solo guardamos un hash de la clave, así que una copia de nuestra base de datos no serviría para iniciar sesión como tú.',
          'El almacenamiento local de tu navegador recuerda si ya viste la animación de bienvenida y si terminaste el tutorial. No usamos cookies de publicidad ni de analítica.',
        ],
      },
      payments: {
        title: 'Pagos',
        body: [
          'Las iglesias pagan la suscripción anual de {{price}} a través de PayPal. Los datos de tu tarjeta o de tu cuenta de PayPal los ingresas en PayPal, nunca con nosotros: nunca vemos ni guardamos números de tarjeta. Guardamos el número de orden de PayPal, el monto, la fecha y el estado de cada pago para que se acredite exactamente una vez.',
        ],
      },
      retention: {
        title: 'Conservación y eliminación de tus datos',
        body: [
          'Conservamos tus datos mientras exista tu cuenta, para que tu historial y tus informes anuales estén completos. Salir de una iglesia, o ser retirado de ella, no elimina tu cuenta ni tus propios registros; lo que aportaste sigue contando en los totales de la iglesia, sin tu nombre.',
          'Para eliminar tu cuenta, usa la opción Eliminar cuenta de tu perfil, o escribe a <email/> desde la dirección con la que te registraste. Los datos de tu cuenta se borran en un plazo de {{removalDays}} días a partir de la eliminación.',
        ],
      },
      children: {
        title: 'Menores de edad',
        body: [
          'Debes tener al menos {{minimumAge}} años para crear una cuenta. Si nos enteramos de que alguien menor de esa edad tiene una, la eliminamos.',
        ],
      },
      yourChoices: {
        title: 'Tus opciones',
        body: [
          {
            list: [
              'Corrige tu nombre, tu dirección de correo electrónico, tu iglesia y tu zona horaria en tu perfil en cualquier momento.',
              'Activa o desactiva la opción de compartir tu nombre desde tu perfil; el cambio se aplica de inmediato.',
              'Elimina cualquiera de tus propias lecturas o registros de oración desde tu lista de actividad.',
              'Pídenos una copia de tus datos, o su eliminación, en la dirección que aparece más abajo.',
            ],
          },
        ],
      },
      changes: {
        title: 'Cambios a esta política',
        body: [
          'Podemos actualizar esta política a medida que Lampstand cambie. Antes de que entre en vigor un cambio que afecte quién puede ver tus datos, lo anunciaremos en este sitio y por correo electrónico a los usuarios registrados.',
        ],
      },
      contact: {
        title: 'Contacto',
        body: [
          'Lampstand tiene su sede en <city/>. Envía tus preguntas sobre tus datos a <email/>; respondemos en un plazo de {{responseTime}}.',
        ],
      },
    },
  },
  terms: {
    title: 'Términos del servicio',
    intro:
      'Estos términos son el acuerdo entre tú y Lampstand cuando usas el sitio, ya sea que registres tu propia lectura y oración o que administres la suscripción de una iglesia. Léelos junto con la Política de privacidad, que explica qué guardamos y quién puede verlo.',
    sections: {
      accounts: {
        title: 'Tu cuenta',
        body: [
          {
            list: [
              'Debes tener al menos {{minimumAge}} años para crear una cuenta.',
              'Una cuenta por persona. Cada cuenta es para la lectura y la oración de una sola persona; no la compartas ni registres actividad en nombre de otra persona.',
              'Usa tu nombre real y una dirección de correo electrónico que puedas revisar: allí se envían los enlaces para restablecer la contraseña.',
              'No compartas tu contraseña con nadie. Eres responsable de lo que se haga con tu cuenta.',
            ],
          },
        ],
      },
      freeUse: {
        title: 'Uso personal gratuito',
        body: [
          'Registrar tu lectura de la Biblia y tu oración, guardar pedidos de oración y ver tus estadísticas e informes anuales es gratis para las personas, con o sin iglesia.',
        ],
      },
      churches: {
        title: 'Las iglesias y sus administradores',
        body: [
          {
            list: [
              'Al registrar una iglesia se crean la iglesia y su cuenta de administrador, que inicia sesión con la dirección de correo electrónico y la contraseña de la iglesia en <linkChurchLogin>Acceso para iglesias</linkChurchLogin>.',
              'Cualquier miembro que conozca la contraseña de la iglesia puede abrir el panel de administración de la iglesia, así que compártela solo con las personas que deben administrar tu iglesia, y cámbiala cuando dejen de hacerlo.',
              'Los administradores ven los nombres y las direcciones de correo electrónico de los miembros (nunca sus pedidos de oración ni sus estadísticas individuales) y solo pueden usarlos para el ministerio de la propia iglesia, nunca para fines publicitarios de terceros.',
            ],
          },
        ],
      },
      subscription: {
        title: 'Suscripción y facturación de la iglesia',
        body: [
          {
            list: [
              'La suscripción de una iglesia cuesta {{price}} al año ({{amount}} USD) por iglesia, con miembros ilimitados. Toda iglesia nueva comienza con una prueba gratuita de {{trialDays}} días.',
              'Los pagos se hacen a través de PayPal; al pago en sí se aplican los términos propios de PayPal.',
              'La suscripción se renueva automáticamente cada año, a menos que se cancele. Una suscripción cancelada sigue activa hasta el final del año ya pagado.',
              'No se hacen reembolsos por períodos parciales.',
              'Si no se realiza un pago, la analítica y los informes de la iglesia se pausan hasta que la iglesia vuelva a suscribirse. Mientras tanto, los miembros siguen registrando su propia lectura y oración, y no se elimina nada.',
            ],
          },
        ],
      },
      acceptableUse: {
        title: 'Uso aceptable',
        body: [
          'Por favor, no:',
          {
            list: [
              'intentes acceder a la cuenta, los pedidos de oración o los datos de otra persona;',
              'sobrecargues el servicio, busques sus vulnerabilidades ni extraigas datos de él de forma automatizada;',
              'registres actividad que no sea verdadera para inflar tus totales o los de tu iglesia;',
              'guardes nada ilegal u ofensivo en nombres, notas o pedidos de oración.',
            ],
          },
          'Podemos suspender una cuenta o una iglesia que lo haga, después de explicarle el motivo a su titular cuando sea posible.',
        ],
      },
      yourContent: {
        title: 'Tu contenido',
        body: [
          'Lo que escribes en Lampstand (notas y pedidos de oración) sigue siendo tuyo. Nos permites guardarlo y mostrártelo, y contar tus registros en los totales de tu iglesia y del sitio, como se describe en la <linkPrivacy>Política de privacidad</linkPrivacy>.',
        ],
      },
      ending: {
        title: 'Cierre de tu cuenta',
        body: [
          'Puedes dejar de usar Lampstand en cualquier momento. Para eliminar tu cuenta, usa la opción Eliminar cuenta de tu perfil o escribe a <email/>; los datos de tu cuenta se borran en un plazo de {{removalDays}} días a partir de la eliminación. El administrador de una iglesia puede eliminar la iglesia; sus miembros conservan sus propias cuentas y su historial.',
        ],
      },
      disclaimers: {
        title: 'Exención de garantías y limitación de responsabilidad',
        body: [
          'Trabajamos para que Lampstand esté disponible y tus datos estén seguros, pero el servicio se ofrece "tal cual", sin garantía de disponibilidad ininterrumpida. En la medida en que la ley lo permita, nuestra responsabilidad por cualquier reclamo relacionado con el servicio se limita al monto que la iglesia en cuestión nos haya pagado en los doce meses anteriores al reclamo; las personas usan Lampstand de forma gratuita.',
        ],
      },
      law: {
        title: 'Ley aplicable y cambios',
        body: [
          'Estos términos se rigen por las leyes del estado de Arizona, Estados Unidos, donde tiene su sede Lampstand (<city/>). Podemos cambiar estos términos a medida que cambie el servicio; si sigues usando Lampstand después de un cambio, aceptas los términos actualizados.',
        ],
      },
      contact: {
        title: 'Contacto',
        body: [
          'Envía tus preguntas sobre estos términos o sobre tu suscripción a <email/>. Respondemos en un plazo de {{responseTime}}.',
        ],
      },
    },
  },
};
