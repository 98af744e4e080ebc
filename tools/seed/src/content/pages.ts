/**
 * Fixed editorial text: static pages (legal and informative) and the FAQ of both sites.
 * Bodies are paragraphs separated by blank lines, rendered as text.
 */
import type { Site } from '@art/model';

export interface PageSource {
  slugEs: string;
  slugEn: string;
  isLegal: boolean;
  titleEs: string;
  titleEn: string;
  contentEs: string;
  contentEn: string;
}

export interface FaqSource {
  site: Site;
  questionEs: string;
  questionEn: string;
  answerEs: string;
  answerEn: string;
}

/** The fair's facts, repeated across pages, posts and answers. */
export const FAIR = {
  nameEs: 'Feria de Arte Contemporáneo de Madrid',
  nameEn: 'Madrid Contemporary Art Fair',
  company: 'Feria de Arte Contemporáneo de Madrid, S.L.',
  taxId: 'B87654321',
  address: 'Calle de Claudio Coello 42, 28001 Madrid',
  venueEs: 'Galería de Cristal del Palacio de Cibeles',
  venueEn: 'Glass Gallery of the Cibeles Palace',
  venueAddress: 'Plaza de Cibeles 1, 28014 Madrid',
  email: 'info@artfair.test',
  pressEmail: 'prensa@artfair.test',
  shopEmail: 'tienda@artfair.test',
  phone: '+34 910 00 25 25',
} as const;

const paragraphs = (...items: string[]) => items.join('\n\n');

export const STATIC_PAGES: readonly PageSource[] = [
  {
    slugEs: 'aviso-legal',
    slugEn: 'legal-warning',
    isLegal: true,
    titleEs: 'Aviso legal',
    titleEn: 'Legal notice',
    contentEs: paragraphs(
      `Este sitio web y la tienda online que lo acompaña son propiedad de ${FAIR.company}, con NIF ${FAIR.taxId} y domicilio en ${FAIR.address}, inscrita en el Registro Mercantil de Madrid. Puedes escribirnos a ${FAIR.email} o llamarnos al ${FAIR.phone}.`,
      'El acceso al sitio es gratuito y atribuye la condición de usuario a quien navega por él. El usuario se compromete a utilizar el sitio, sus contenidos y servicios de acuerdo con la ley, este aviso legal y las condiciones de compra de la tienda, y a no emplearlos con fines ilícitos o que perjudiquen a terceros.',
      'Los textos, la identidad gráfica y el código del sitio pertenecen a la feria. Las imágenes de las obras son propiedad de sus autores y de las galerías que las representan, y se reproducen con su autorización para dar a conocer la feria y facilitar su venta. No está permitida su reproducción con otros fines sin el permiso de sus titulares.',
      'La feria no se responsabiliza de los contenidos de los sitios web de terceros a los que se enlaza, ni de las interrupciones del servicio que no dependan de ella. Este aviso se rige por la legislación española; para cualquier controversia serán competentes los juzgados y tribunales que correspondan según la normativa de consumidores y usuarios.',
    ),
    contentEn: paragraphs(
      `This website and its online shop belong to ${FAIR.company}, tax number ${FAIR.taxId}, registered office at ${FAIR.address}, entered in the Madrid Companies Register. You can write to us at ${FAIR.email} or call ${FAIR.phone}.`,
      'Access to the site is free of charge and makes whoever browses it a user. Users agree to use the site, its content and services in accordance with the law, this legal notice and the shop’s terms of sale, and not to use them for unlawful purposes or in ways that harm others.',
      'The texts, visual identity and code of the site belong to the fair. Images of works are the property of their authors and of the galleries that represent them, and are reproduced with their permission to promote the fair and make sales possible. They may not be reproduced for any other purpose without the rights holders’ consent.',
      'The fair is not responsible for the content of third-party websites linked from this one, nor for service interruptions beyond its control. This notice is governed by Spanish law; any dispute will be heard by the courts that consumer protection law designates.',
    ),
  },
  {
    slugEs: 'politica-de-privacidad',
    slugEn: 'privacy-policy',
    isLegal: true,
    titleEs: 'Política de privacidad',
    titleEn: 'Privacy policy',
    contentEs: paragraphs(
      `El responsable del tratamiento de tus datos es ${FAIR.company} (${FAIR.address}; ${FAIR.email}). Tratamos los datos que nos facilitas al crear una cuenta, comprar en la tienda, pedir una invitación, suscribirte a la newsletter o escribirnos.`,
      'Usamos tus datos para gestionar tu cuenta y tus pedidos, enviarte las obras que compras, emitir las facturas, atender tus consultas y, solo si lo autorizas, enviarte novedades de la feria y de la tienda. La base legal es la ejecución del contrato de compraventa, el cumplimiento de obligaciones legales y tu consentimiento, que puedes retirar en cualquier momento.',
      'Compartimos los datos imprescindibles con la galería que vende cada obra, con la empresa de transporte que la entrega y con la entidad bancaria que procesa el pago con tarjeta. No vendemos tus datos ni los cedemos a terceros con fines comerciales. Conservamos los datos de facturación durante los plazos que marca la ley fiscal y el resto mientras mantengas tu cuenta.',
      'Puedes ejercer tus derechos de acceso, rectificación, supresión, oposición, limitación y portabilidad escribiendo a la dirección indicada, y también borrar tu cuenta desde tu área personal. Si crees que no hemos atendido bien tu solicitud, puedes reclamar ante la Agencia Española de Protección de Datos.',
    ),
    contentEn: paragraphs(
      `The controller of your data is ${FAIR.company} (${FAIR.address}; ${FAIR.email}). We process the data you give us when you create an account, buy in the shop, request an invitation, subscribe to the newsletter or write to us.`,
      'We use your data to manage your account and orders, ship the works you buy, issue invoices, answer your questions and, only if you allow it, send you news about the fair and the shop. The legal basis is the performance of the sales contract, compliance with legal obligations and your consent, which you can withdraw at any time.',
      'We share only what is essential with the gallery selling each work, the carrier that delivers it and the bank that processes the card payment. We never sell your data or hand it to third parties for marketing. We keep billing records for the periods tax law requires, and everything else for as long as you keep your account.',
      'You can exercise your rights of access, rectification, erasure, objection, restriction and portability by writing to the address above, and you can delete your account from your personal area. If you feel your request was not properly handled, you may complain to the Spanish Data Protection Agency.',
    ),
  },
  {
    slugEs: 'cookies',
    slugEn: 'cookies',
    isLegal: true,
    titleEs: 'Política de cookies',
    titleEn: 'Cookie policy',
    contentEs: paragraphs(
      'Una cookie es un pequeño archivo que el sitio guarda en tu navegador para recordar información entre una visita y otra. Este sitio usa las mínimas necesarias para funcionar.',
      'Cookies técnicas: la cookie de sesión, que mantiene abierta tu cuenta mientras navegas, y la que recuerda que has aceptado este aviso. Sin ellas no podrías iniciar sesión ni completar una compra, por lo que no requieren consentimiento.',
      'Almacenamiento local: tu cesta mientras no has iniciado sesión y las últimas obras que has visto se guardan en tu propio navegador y no se envían a nadie.',
      'Cookies de análisis: solo si las aceptas, medimos de forma agregada qué páginas se visitan para mejorar el sitio. Puedes borrar o bloquear las cookies desde la configuración de tu navegador en cualquier momento.',
    ),
    contentEn: paragraphs(
      'A cookie is a small file the site stores in your browser to remember information between visits. This site uses only those it needs to work.',
      'Technical cookies: the session cookie, which keeps you logged in while you browse, and the one that remembers you accepted this notice. Without them you could not log in or complete a purchase, so they need no consent.',
      'Local storage: your basket while you are not logged in and the last works you viewed are kept in your own browser and sent to no one.',
      'Analytics cookies: only if you accept them, we measure in aggregate which pages are visited in order to improve the site. You can delete or block cookies in your browser settings at any time.',
    ),
  },
  {
    slugEs: 'terminos-y-condiciones',
    slugEn: 'terms-and-conditions',
    isLegal: true,
    titleEs: 'Términos y condiciones de compra',
    titleEn: 'Terms and conditions of sale',
    contentEs: paragraphs(
      'Estas condiciones regulan la compra de obras en la tienda online de la feria. Cada obra la vende la galería que la representa; la feria actúa como plataforma de venta, cobra el importe y coordina el envío.',
      'Todos los precios se muestran en euros e incluyen el IVA del 21 %. Los gastos de envío dependen del país de entrega y del importe del pedido, y se muestran antes de pagar. El pago se realiza con tarjeta a través de la pasarela segura de nuestro banco; nunca vemos ni guardamos los datos de tu tarjeta.',
      'La mayoría de las obras son piezas únicas: la compra queda confirmada cuando el banco autoriza el pago, y hasta entonces otra persona podría adquirirla. Te enviaremos un correo con el número de pedido y, cuando salga, el seguimiento del envío.',
      'Dispones de catorce días naturales desde la entrega para desistir de la compra sin dar explicaciones. La obra debe devolverse en su embalaje original y en el mismo estado; te reembolsaremos el importe, incluido el envío inicial, en un plazo máximo de catorce días desde que la recibamos.',
      'Cada obra viaja asegurada por su valor y acompañada de un certificado de autenticidad. Si llega dañada, escríbenos en las 48 horas siguientes con fotografías del embalaje y de la obra y lo resolveremos con la aseguradora.',
    ),
    contentEn: paragraphs(
      'These terms govern the purchase of works in the fair’s online shop. Each work is sold by the gallery that represents it; the fair acts as the sales platform, collects payment and coordinates shipping.',
      'All prices are in euros and include 21% VAT. Shipping costs depend on the destination country and the order amount, and are shown before you pay. Payment is made by card through our bank’s secure gateway; we never see or store your card details.',
      'Most works are unique pieces: the purchase is confirmed when the bank authorises the payment, and until then someone else could buy the work. We will email you the order number and, once it ships, the tracking details.',
      'You have fourteen calendar days from delivery to withdraw from the purchase without giving a reason. The work must be returned in its original packaging and condition; we will refund the amount, including the original shipping, within fourteen days of receiving it.',
      'Every work travels insured for its value and with a certificate of authenticity. If it arrives damaged, write to us within 48 hours with photographs of the packaging and the work, and we will settle it with the insurer.',
    ),
  },
  {
    slugEs: 'quienes-somos',
    slugEn: 'who-we-are',
    isLegal: false,
    titleEs: 'Quiénes somos',
    titleEn: 'Who we are',
    contentEs: paragraphs(
      `La ${FAIR.nameEs} nació en 2006 con una idea sencilla: acercar el arte contemporáneo a quien quiere empezar a vivir con él. En 2025 celebra su 20ª edición, del 5 al 9 de marzo, en la ${FAIR.venueEs}.`,
      'Cada año reunimos a galerías de España, Europa y América Latina que presentan pintura, fotografía, escultura y obra sobre papel de artistas emergentes y consolidados. Un comité de selección independiente revisa cada propuesta para que la visita sea tan exigente como accesible.',
      'Durante todo el año, la tienda online prolonga la feria: las galerías participantes ofrecen una selección de obras con precio visible, envío asegurado a domicilio y pago con tarjeta.',
      'Somos un equipo pequeño de producción, comunicación y atención a coleccionistas. Si quieres saber más, escríbenos: nos encanta hablar de arte.',
    ),
    contentEn: paragraphs(
      `The ${FAIR.nameEn} was born in 2006 with a simple idea: to bring contemporary art closer to anyone who wants to start living with it. In 2025 it holds its 20th edition, from 5 to 9 March, in the ${FAIR.venueEn}.`,
      'Every year we bring together galleries from Spain, Europe and Latin America showing painting, photography, sculpture and works on paper by emerging and established artists. An independent selection committee reviews every proposal so that the visit is as demanding as it is accessible.',
      'All year round the online shop extends the fair: participating galleries offer a selection of works with visible prices, insured home delivery and card payment.',
      'We are a small team working in production, communication and collector relations. If you would like to know more, write to us: we love talking about art.',
    ),
  },
  {
    slugEs: 'informacion',
    slugEn: 'visitor-information',
    isLegal: false,
    titleEs: 'Cómo llegar',
    titleEn: 'Getting there',
    contentEs: paragraphs(
      'El acceso a la feria es por la puerta de la calle Montalbán, a dos minutos a pie de la plaza de Cibeles.',
      'Metro: Banco de España (línea 2). Cercanías: Recoletos. Autobuses: 1, 2, 5, 9, 10, 14, 15, 20, 27, 34, 45, 51, 52, 53, 74, 146 y 150. Hay aparcamientos públicos en la plaza del Rey y en la calle Montalbán, y un aparcamiento de bicicletas junto a la entrada.',
      'Accesibilidad: todo el recorrido es accesible en silla de ruedas y hay ascensor entre plantas. Puedes dejar abrigos y equipaje pequeño en el guardarropa gratuito. La taquilla cierra media hora antes que la feria.',
    ),
    contentEn: paragraphs(
      'The fair’s entrance is the Calle Montalbán door, a two-minute walk from Plaza de Cibeles.',
      'Metro: Banco de España (line 2). Commuter rail: Recoletos. Buses: 1, 2, 5, 9, 10, 14, 15, 20, 27, 34, 45, 51, 52, 53, 74, 146 and 150. There are public car parks at Plaza del Rey and Calle Montalbán, and bicycle stands next to the entrance.',
      'Accessibility: the whole route is wheelchair accessible, with a lift between floors. Coats and small luggage can be left at the free cloakroom. The ticket office closes half an hour before the fair.',
    ),
  },
  {
    slugEs: 'tickets',
    slugEn: 'tickets',
    isLegal: false,
    titleEs: 'Entradas',
    titleEn: 'Tickets',
    contentEs: paragraphs(
      'Compra tu entrada online en la web de venta de entradas de la feria y evita las colas de la taquilla; también puedes comprarla en la taquilla durante los días de la feria.',
      'Las entradas reducidas y gratuitas se piden en la entrada con la acreditación correspondiente.',
      'Si una galería participante te ofrece una invitación, canjéala en la página de invitaciones y recibirás tu entrada por correo. Cada entrada es válida para un acceso el día indicado.',
    ),
    contentEn: paragraphs(
      'Buy your ticket online on the fair’s ticket website and skip the ticket office queues; you can also buy it at the ticket office during the fair.',
      'Reduced and free tickets are requested at the entrance with the relevant proof.',
      'If a participating gallery offers you an invitation, redeem it on the invitations page and your ticket will arrive by email. Each ticket is valid for one entry on the day shown.',
    ),
  },
  {
    slugEs: 'como-exponer',
    slugEn: 'apply-and-show',
    isLegal: false,
    titleEs: 'Cómo exponer',
    titleEn: 'Apply and show',
    contentEs: paragraphs(
      'La convocatoria para galerías de la próxima edición abre en junio y cierra el 30 de septiembre. Pueden presentarse galerías con programa estable de exposiciones y al menos dos años de actividad.',
      'La feria tiene tres secciones: General, para el programa habitual de la galería; One Project, dedicada a la obra de un solo artista; y Opening, para galerías con menos de siete años de trayectoria, con condiciones especiales.',
      'La solicitud incluye un dosier con los artistas propuestos, imágenes de las obras y un plano de la propuesta de stand. El comité de selección comunica su decisión en noviembre.',
      'Si tienes dudas sobre la convocatoria, escríbenos a info@artfair.test con el asunto «Convocatoria».',
    ),
    contentEn: paragraphs(
      'Applications from galleries for the next edition open in June and close on 30 September. Galleries with a steady exhibition programme and at least two years of activity may apply.',
      'The fair has three sections: General, for the gallery’s usual programme; One Project, devoted to the work of a single artist; and Opening, for galleries less than seven years old, on special terms.',
      'The application includes a dossier with the proposed artists, images of the works and a plan of the stand. The selection committee announces its decision in November.',
      'If you have questions about the call, write to info@artfair.test with the subject “Application”.',
    ),
  },
];

const fair = (questionEs: string, questionEn: string, answerEs: string, answerEn: string): FaqSource => ({
  site: 'fair',
  questionEs,
  questionEn,
  answerEs,
  answerEn,
});
const shop = (questionEs: string, questionEn: string, answerEs: string, answerEn: string): FaqSource => ({
  site: 'shop',
  questionEs,
  questionEn,
  answerEs,
  answerEn,
});

export const FAQS: readonly FaqSource[] = [
  fair(
    '¿Cuándo y dónde se celebra la feria?',
    'When and where is the fair held?',
    `La 20ª edición se celebra del 5 al 9 de marzo de 2025 en la ${FAIR.venueEs} (${FAIR.venueAddress}).`,
    `The 20th edition runs from 5 to 9 March 2025 in the ${FAIR.venueEn} (${FAIR.venueAddress}).`,
  ),
  fair(
    '¿Cuál es el horario?',
    'What are the opening hours?',
    'De miércoles a sábado, de 12:00 a 21:00; el domingo 9 de marzo, de 12:00 a 20:00. La taquilla cierra media hora antes.',
    'Wednesday to Saturday, 12:00 to 21:00; Sunday 9 March, 12:00 to 20:00. The ticket office closes half an hour earlier.',
  ),
  fair(
    '¿Cuánto cuesta la entrada?',
    'How much is a ticket?',
    'La entrada general cuesta 18 € y la reducida 12 € (estudiantes, mayores de 65, desempleados y familias numerosas). Los menores de 12 años entran gratis acompañados.',
    'General admission is €18 and the reduced ticket €12 (students, over-65s, unemployed people and large families). Children under 12 go free with an adult.',
  ),
  fair(
    '¿Cómo consigo una invitación?',
    'How do I get an invitation?',
    'Las galerías participantes reparten invitaciones entre sus coleccionistas. Si tienes un código, canjéalo en la página de invitaciones y recibirás tu entrada por correo.',
    'Participating galleries hand out invitations to their collectors. If you have a code, redeem it on the invitations page and your ticket will arrive by email.',
  ),
  fair(
    '¿Puedo comprar obras en la feria?',
    'Can I buy works at the fair?',
    'Sí. Cada galería vende directamente en su stand, y muchas obras también están en la tienda online con su precio, IVA incluido.',
    'Yes. Each gallery sells directly at its stand, and many works are also in the online shop with their price, VAT included.',
  ),
  fair(
    '¿Es accesible para personas con movilidad reducida?',
    'Is the fair accessible for people with reduced mobility?',
    'Todo el recorrido es accesible en silla de ruedas y hay ascensor entre plantas. El acompañante de una persona con discapacidad entra gratis.',
    'The whole route is wheelchair accessible, with a lift between floors. A companion of a disabled visitor enters free of charge.',
  ),
  fair(
    '¿Hay visitas guiadas?',
    'Are there guided tours?',
    'Sí, todos los días a las 13:00 y a las 18:00, en español, y el sábado a las 12:30 en inglés. Consulta el programa de actividades para reservar plaza.',
    'Yes, every day at 13:00 and 18:00 in Spanish, and on Saturday at 12:30 in English. See the activities programme to book a place.',
  ),
  fair(
    '¿Se pueden hacer fotografías?',
    'Can I take photographs?',
    'Puedes fotografiar las obras para uso personal, sin flash ni trípode. Para reportajes profesionales, solicita acreditación de prensa.',
    'You may photograph works for personal use, without flash or tripod. For professional shoots, request a press accreditation.',
  ),
  fair(
    '¿Cómo puede participar mi galería?',
    'How can my gallery take part?',
    'La convocatoria abre en junio y cierra el 30 de septiembre. En la página «Cómo exponer» encontrarás las secciones y los requisitos.',
    'Applications open in June and close on 30 September. The “Apply and show” page explains the sections and requirements.',
  ),
  shop(
    '¿Los precios incluyen el IVA?',
    'Do prices include VAT?',
    'Sí, todos los precios de la tienda incluyen el IVA del 21 %. En la cesta verás el desglose antes de pagar.',
    'Yes, every price in the shop includes 21% VAT. Your basket shows the breakdown before you pay.',
  ),
  shop(
    '¿Cómo puedo pagar?',
    'How can I pay?',
    'Con tarjeta de crédito o débito (Visa, Mastercard) a través de la pasarela segura de nuestro banco. Nunca vemos ni guardamos los datos de tu tarjeta.',
    'By credit or debit card (Visa, Mastercard) through our bank’s secure gateway. We never see or store your card details.',
  ),
  shop(
    '¿Cuánto cuesta el envío?',
    'How much is shipping?',
    'Depende del país de destino y del importe del pedido. En España empieza en 15 €; el coste exacto aparece en la cesta antes de pagar.',
    'It depends on the destination country and the order amount. In Spain it starts at €15; the exact cost appears in your basket before you pay.',
  ),
  shop(
    '¿Cuánto tarda en llegar mi obra?',
    'How long does delivery take?',
    'Entre 3 y 7 días laborables en España y entre 7 y 15 en el resto del mundo. Las obras de gran formato pueden necesitar un embalaje a medida y algún día más.',
    'Between 3 and 7 working days in Spain and between 7 and 15 elsewhere. Large works may need a custom crate and a few more days.',
  ),
  shop(
    '¿Puedo devolver una obra?',
    'Can I return a work?',
    'Sí, tienes 14 días naturales desde la entrega. Escríbenos, la recogemos en su embalaje original y te reembolsamos el importe completo.',
    'Yes, you have 14 calendar days from delivery. Write to us, we collect it in its original packaging and refund the full amount.',
  ),
  shop(
    '¿Las obras tienen certificado de autenticidad?',
    'Do works come with a certificate of authenticity?',
    'Sí. Cada obra viaja con un certificado firmado por el artista o por la galería que lo representa.',
    'Yes. Every work ships with a certificate signed by the artist or the gallery that represents them.',
  ),
  shop(
    '¿Qué significa «Consulta galería»?',
    'What does “Ask the gallery” mean?',
    'Que la galería prefiere tratar la venta directamente contigo. Usa el formulario de la obra y te responderá en uno o dos días.',
    'That the gallery prefers to handle the sale with you directly. Use the work’s form and it will reply within a day or two.',
  ),
  shop(
    '¿Tengo que crear una cuenta para comprar?',
    'Do I need an account to buy?',
    'Sí, para seguir tu pedido y descargar la factura. Crearla lleva un minuto, y tu cesta se conserva al iniciar sesión.',
    'Yes, so you can follow your order and download the invoice. It takes a minute, and your basket is kept when you log in.',
  ),
  shop(
    '¿Tenéis algún descuento para la primera compra?',
    'Is there a discount on a first purchase?',
    'Con el código BIENVENIDA10 tienes un 10 % de descuento en tu primera compra en la tienda, hasta el 31 de diciembre de 2027.',
    'The code BIENVENIDA10 gives you 10% off your first purchase in the shop, until 31 December 2027.',
  ),
  shop(
    '¿Enviáis fuera de España?',
    'Do you ship outside Spain?',
    'Sí, a casi todos los países. Fuera de la Unión Europea pueden aplicarse aranceles e impuestos de importación a cargo del comprador.',
    'Yes, to almost every country. Outside the European Union, import duties and taxes may apply and are paid by the buyer.',
  ),
];
