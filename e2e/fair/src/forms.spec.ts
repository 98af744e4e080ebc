import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { E2E, seedParams, type SeedParams, messagesTo, testApi } from '@art/e2e-shared';

// The fair's forms end to end: the work inquiry (a work without price), the gallery contact, the sponsors'
// collaborate form, the press accreditation, the newsletter with its confirmation link, and the contact page. Each
// sends a real message (the e2e API allows many per address) whose e-mails are read from the outbox.

type Lang = 'es' | 'en';

let seed: SeedParams;
test.beforeAll(async () => {
  seed = await seedParams();
});

/** An address of this test's own, so its e-mails are told apart from every other test's (and project's). */
const visitor = (info: TestInfo, what: string) =>
  `${what}-${info.project.name}-${Date.now()}@visitante.test`.toLowerCase();

const TEXTS = {
  es: {
    required: 'Este campo es obligatorio.',
    email: 'Escribe un correo electrónico válido, por ejemplo nombre@dominio.com.',
    accept: 'Para continuar es necesario aceptar la política de privacidad.',
    choose: 'Elige una de las opciones.',
    name: 'Nombre',
    emailLabel: 'Correo electrónico',
    message: /Tu consulta|Mensaje|Cuéntanos/,
    privacy: /acepto la política de privacidad/,
    failed: 'No hemos podido enviar el formulario. Comprueba tu conexión e inténtalo de nuevo dentro de unos minutos.',
    apiEmail: 'El correo electrónico no es válido. Escríbelo como nombre@dominio.es.',
  },
  en: {
    required: 'This field is required.',
    email: 'Enter a valid email address, for example name@domain.com.',
    accept: 'You need to accept the privacy policy to continue.',
    choose: 'Please choose one of the options.',
    name: 'Name',
    emailLabel: 'Email',
    message: /Your question|Message|Tell us/,
    privacy: /accept the privacy policy/,
    failed: 'We could not send the form. Please check your connection and try again in a few minutes.',
    apiEmail: 'The e-mail address is not valid. Write it as name@domain.com.',
  },
} as const;

/** The field errors of a form, in the order they are shown. */
const fieldErrors = (form: Locator) => form.locator('[role="alert"]');

/** Fills the sender fields (name, e-mail, optionally phone) of a form. */
async function fillSender(form: Locator, lang: Lang, email: string, phone?: string) {
  await form.getByLabel(TEXTS[lang].name, { exact: false }).first().fill('Ana López');
  await form.getByRole('textbox', { name: new RegExp(`^${TEXTS[lang].emailLabel}`) }).fill(email);
  if (phone) await form.getByRole('textbox', { name: /Teléfono|Phone/ }).fill(phone);
}

/**
 * Makes the next GraphQL call of the page reach the API with a bad e-mail address, as a hostile or broken client
 * would send it past the browser's checks: the API's own refusal comes back.
 */
async function sendBadEmailOnce(page: Page) {
  await page.route(
    '**/api/graphql',
    async (route) => {
      const body = route.request().postDataJSON() as
        { variables: Record<string, unknown> } | { variables: Record<string, unknown> }[];
      for (const one of Array.isArray(body) ? body : [body]) {
        if ('fromEmail' in one.variables) one.variables['fromEmail'] = 'ana@galeria';
        if ('email' in one.variables) one.variables['email'] = 'ana@galeria';
      }
      await route.continue({ postData: JSON.stringify(body) });
    },
    { times: 1 },
  );
}

/** Makes the next GraphQL call fail as a lost connection does. */
async function failOnce(page: Page) {
  await page.route('**/api/graphql', (route) => route.abort('internetdisconnected'), { times: 1 });
}

async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${page.url()} ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}: ${v.help}`);
  expect(serious).toEqual([]);
}

const outcome = (page: Page) => page.locator('[data-form-outcome]');

for (const lang of ['es', 'en'] as const) {
  test.describe(`work inquiry (${lang})`, () => {
    test('from the work page to a sent inquiry, its e-mails to the gallery, the organisers and the visitor', async ({
      page,
    }, info) => {
      const t = TEXTS[lang];
      const work = seed.noPriceWork;
      const workPath =
        lang === 'es' ? `/es/obra/${work.artistSlug}/${work.slug}` : `/en/work/${work.artistSlug}/${work.slug}`;
      await page.goto(`${E2E.fair}${workPath}`);
      // The work page's one action for a work without a price (issue 18).
      await page.getByRole('link', { name: lang === 'es' ? 'Preguntar el precio' : 'Ask for the price' }).click();
      await expect(page).toHaveURL(`${E2E.fair}${workPath}/${lang === 'es' ? 'contactar' : 'contact'}`);
      await expect(
        page.getByRole('heading', { level: 2, name: lang === 'es' ? 'Pregunta por esta obra' : 'Ask about this work' }),
      ).toBeVisible();
      await expect(page.locator('main figure img')).toBeVisible();
      await expect(page.locator('main figure').getByRole('link', { name: work.galleryName })).toBeVisible();
      await expectAccessible(page);

      const form = page.locator('form[data-form="work-inquiry"]');
      await form.getByRole('button', { name: lang === 'es' ? 'Enviar la consulta' : 'Send my inquiry' }).click();
      await expect(fieldErrors(form)).toHaveText([t.required, t.required, t.required, t.accept]);
      await expect(form.getByLabel(t.name, { exact: false }).first()).toBeFocused();

      await fillSender(form, lang, 'ana@', '600 11 22 33');
      await form.getByRole('button', { name: lang === 'es' ? 'Enviar la consulta' : 'Send my inquiry' }).click();
      await expect(fieldErrors(form)).toHaveText([t.email, t.required, t.accept]);
      await expect(form.getByRole('textbox', { name: new RegExp(`^${t.emailLabel}`) })).toBeFocused();

      const email = visitor(info, `obra-${lang}`);
      await fillSender(form, lang, email);
      await form
        .getByRole('textbox', { name: t.message })
        .fill(lang === 'es' ? '¿Qué precio tiene?\n<b>Gracias</b>' : 'What is the price?\n<b>Thanks</b>');
      await form.getByRole('checkbox', { name: t.privacy }).check();
      await form.getByRole('button', { name: lang === 'es' ? 'Enviar la consulta' : 'Send my inquiry' }).click();
      await expect(outcome(page)).toHaveText(
        lang === 'es'
          ? 'Gracias, hemos enviado tu consulta. Te responderán lo antes posible; te hemos mandado una copia por correo.'
          : 'Thank you, we have sent your inquiry. You will get an answer as soon as possible; we have e-mailed you a copy.',
      );
      await expect(form.getByRole('textbox', { name: t.message })).toHaveValue('');

      const toGallery = messagesTo(work.galleryEmail).filter((m) => m.includes(email));
      expect(toGallery).toHaveLength(1);
      expect(toGallery[0]).toMatch(new RegExp(`Reply-To: .*${email.replace(/[.+]/g, '\\$&')}`));
      expect(toGallery[0]).toContain('&lt;b&gt;');
      expect(messagesTo('info@artfair.test').filter((m) => m.includes(email))).toHaveLength(1);
      const confirmation = messagesTo(email);
      expect(confirmation).toHaveLength(1);
      expect(confirmation[0]).toContain(
        lang === 'es' ? 'Hemos recibido tu consulta sobre la obra' : 'We have received your inquiry about the work',
      );
      expect(confirmation[0]).toContain(work.galleryName);
    });

    test('shows the API’s refusal and a failed call’s message', async ({ page }, info) => {
      const t = TEXTS[lang];
      const work = seed.noPriceWork;
      await page.goto(
        `${E2E.fair}${lang === 'es' ? `/es/obra/${work.artistSlug}/${work.slug}/contactar` : `/en/work/${work.artistSlug}/${work.slug}/contact`}`,
      );
      const form = page.locator('form[data-form="work-inquiry"]');
      await fillSender(form, lang, visitor(info, `rechazo-${lang}`));
      await form.getByRole('textbox', { name: t.message }).fill('Hola');
      await form.getByRole('checkbox', { name: t.privacy }).check();
      await sendBadEmailOnce(page);
      await form.getByRole('button', { name: lang === 'es' ? 'Enviar la consulta' : 'Send my inquiry' }).click();
      await expect(outcome(page)).toHaveText(t.apiEmail);
      await expect(page.getByRole('alert').filter({ hasText: t.apiEmail })).toBeVisible();

      await failOnce(page);
      await form.getByRole('button', { name: lang === 'es' ? 'Enviar la consulta' : 'Send my inquiry' }).click();
      await expect(outcome(page)).toHaveText(t.failed);
      // What was typed stays, to send again.
      await expect(form.getByRole('textbox', { name: t.message })).toHaveValue('Hola');
    });
  });
}

test('a work with a price is bought from its page, not asked about', async ({ page }) => {
  const data = await testApi.data<{
    works: { nodes: { slug: string; price: number | null; workState: string; artist: { slug: string } }[] };
  }>('{ works(filter: { catalogPrefix: "AM25" }, first: 100) { nodes { slug price workState artist { slug } } } }');
  const priced = data.works.nodes.find((w) => w.price !== null && w.price > 0 && w.workState === 'Disponible');
  if (!priced) throw new Error('The test seed has no priced work');
  await page.goto(`${E2E.fair}/es/obra/${priced.artist.slug}/${priced.slug}/contactar`);
  await expect(
    page.getByText('Esta obra tiene precio publicado: puedes verlo y comprarla desde su página, sin consultarlo.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Ver la obra y su precio' }).click();
  await expect(page).toHaveURL(`${E2E.fair}/es/obra/${priced.artist.slug}/${priced.slug}`);
  await expect(page.locator('form[data-form="work-inquiry"]')).toHaveCount(0);
});

test('/en/obra-noprice explains works without price and offers a general question', async ({ page }) => {
  await page.goto(`${E2E.fair}/en/obra-noprice`);
  await expect(page.getByRole('heading', { level: 2, name: 'Works with price on request' })).toBeVisible();
  await expect(page.locator('form[data-form="noprice-contact"]')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'See the works at the fair' }).click();
  await expect(page).toHaveURL(`${E2E.fair}/en/works`);
});

for (const lang of ['es', 'en'] as const) {
  test(`gallery contact (${lang}): the gallery, the organisers and the visitor get it`, async ({ page }, info) => {
    const t = TEXTS[lang];
    const gallery = seed.noPriceWork;
    // The gallery of the work without price: its address is known.
    const { getWork } = await testApi.data<{ getWork: { gallery: { slug: string } } }>(
      `{ getWork(slug: "${gallery.slug}") { gallery { slug } } }`,
    );
    const slug = getWork.gallery.slug;
    await page.goto(`${E2E.fair}${lang === 'es' ? `/es/galeria/${slug}/contacto` : `/en/gallery/${slug}/contact`}`);
    await expect(
      page.getByRole('heading', {
        level: 2,
        name: `${lang === 'es' ? 'Escribe a' : 'Write to'} ${gallery.galleryName}`,
      }),
    ).toBeVisible();
    await expectAccessible(page);
    const form = page.locator('form[data-form="gallery-contact"]');
    const submit = form.getByRole('button', { name: lang === 'es' ? 'Enviar el mensaje' : 'Send my message' });
    await submit.click();
    await expect(fieldErrors(form)).toHaveText([t.required, t.required, t.required, t.accept]);
    await expect(form.getByLabel(t.name, { exact: false }).first()).toBeFocused();

    const email = visitor(info, `galeria-${lang}`);
    await fillSender(form, lang, email, '+34 600 00 00 00');
    await form.getByRole('textbox', { name: t.message }).fill('¿Abrís el sábado?');
    await form.getByRole('checkbox', { name: t.privacy }).check();
    await submit.click();
    await expect(outcome(page)).toHaveText(
      lang === 'es'
        ? 'Gracias, hemos enviado tu mensaje a la galería. Te responderá lo antes posible; te hemos mandado una copia por correo.'
        : 'Thank you, we have sent your message to the gallery. They will answer you as soon as possible; we have e-mailed you a copy.',
    );
    expect(messagesTo(gallery.galleryEmail).filter((m) => m.includes(email))).toHaveLength(1);
    expect(messagesTo('info@artfair.test').filter((m) => m.includes(email))).toHaveLength(1);
    expect(messagesTo(email)).toHaveLength(1);

    await failOnce(page);
    await fillSender(form, lang, email);
    await form.getByRole('textbox', { name: t.message }).fill('Otra pregunta');
    await form.getByRole('checkbox', { name: t.privacy }).check();
    await submit.click();
    await expect(outcome(page)).toHaveText(t.failed);
  });
}

for (const lang of ['es', 'en'] as const) {
  test(`sponsors' collaborate form (${lang})`, async ({ page }, info) => {
    const t = TEXTS[lang];
    await page.goto(`${E2E.fair}${lang === 'es' ? '/es/patrocinadores/colabora' : '/en/sponsors/collaborate'}`);
    await expectAccessible(page);
    const form = page.locator('form[data-form="collaborate"]');
    const submit = form.getByRole('button', { name: lang === 'es' ? 'Enviar la propuesta' : 'Send my proposal' });
    await submit.click();
    await expect(fieldErrors(form)).toHaveText([t.required, t.required, t.required, t.choose, t.required, t.accept]);
    await expect(form.getByRole('textbox', { name: lang === 'es' ? /Empresa/ : /Company/ })).toBeFocused();

    const email = visitor(info, `colabora-${lang}`);
    await form.getByRole('textbox', { name: lang === 'es' ? /Empresa/ : /Company/ }).fill('Bodegas Ejemplo');
    await fillSender(form, lang, email);
    await form.getByRole('radio', { name: lang === 'es' ? 'Medio colaborador' : 'Media partner' }).check();
    await form.getByRole('textbox', { name: t.message }).fill('Queremos patrocinar la zona de descanso.');
    await form.getByRole('checkbox', { name: t.privacy }).check();
    await submit.click();
    await expect(outcome(page)).toHaveText(
      lang === 'es'
        ? 'Gracias por tu interés. El equipo de patrocinios te escribirá lo antes posible.'
        : 'Thank you for your interest. The sponsorship team will write to you as soon as possible.',
    );
    const mails = messagesTo('info@artfair.test').filter((m) => m.includes(email));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Quiere colaborar como: Medio colaborador');
    // Collaborate offers go to the organisers only.
    expect(messagesTo(email)).toHaveLength(0);
  });

  test(`press accreditation (${lang})`, async ({ page }, info) => {
    const t = TEXTS[lang];
    await page.goto(`${E2E.fair}${lang === 'es' ? '/es/prensa/contacto' : '/en/press/contact'}`);
    await expectAccessible(page);
    const form = page.locator('form[data-form="press-accreditation"]');
    const submit = form.getByRole('button', {
      name: lang === 'es' ? 'Solicitar la acreditación' : 'Ask for the accreditation',
    });
    await submit.click();
    await expect(fieldErrors(form)).toHaveText([t.required, t.required, t.required, t.choose, t.accept]);
    await expect(
      form.getByRole('textbox', { name: lang === 'es' ? /Medio de comunicación/ : /Media outlet/ }),
    ).toBeFocused();

    const email = visitor(info, `prensa-${lang}`);
    await form
      .getByRole('textbox', { name: lang === 'es' ? /Medio de comunicación/ : /Media outlet/ })
      .fill('Revista Arte Hoy');
    await fillSender(form, lang, email);
    await form.getByRole('radio', { name: lang === 'es' ? 'Televisión' : 'Television' }).check();
    await form.getByRole('checkbox', { name: t.privacy }).check();
    await sendBadEmailOnce(page);
    await submit.click();
    await expect(outcome(page)).toHaveText(t.apiEmail);
    await submit.click();
    await expect(outcome(page)).toHaveText(
      lang === 'es'
        ? 'Gracias, hemos recibido tu solicitud. El gabinete de prensa te confirmará la acreditación por correo.'
        : 'Thank you, we have received your request. The press office will confirm your accreditation by e-mail.',
    );
    // The press office is the organisers' address when PRESS_EMAIL is not set.
    expect(
      messagesTo('info@artfair.test').filter((m) => m.includes(email) && m.includes('Revista Arte Hoy')),
    ).toHaveLength(1);
    expect(messagesTo(email)).toHaveLength(1);
  });

  test(`newsletter (${lang}): subscribe, confirm with the e-mailed link, unsubscribe`, async ({ page }, info) => {
    const t = TEXTS[lang];
    const path = lang === 'es' ? '/es/newsletter' : '/en/newsletter';
    await page.goto(`${E2E.fair}${path}`);
    await expectAccessible(page);
    const form = page.locator('form[data-form="newsletter"]');
    const submit = form.getByRole('button', { name: lang === 'es' ? 'Suscribirme' : 'Subscribe' });
    await submit.click();
    await expect(fieldErrors(form)).toHaveText([t.required, t.accept]);
    await expect(form.getByRole('textbox', { name: new RegExp(`^${t.emailLabel}`) })).toBeFocused();

    await failOnce(page);
    const email = visitor(info, `boletin-${lang}`);
    await form.getByRole('textbox', { name: new RegExp(`^${t.emailLabel}`) }).fill(email);
    await form
      .getByRole('checkbox', {
        name: lang === 'es' ? /Quiero recibir la newsletter/ : /I want to receive the newsletter/,
      })
      .check();
    await submit.click();
    await expect(outcome(page)).toHaveText(t.failed);
    await submit.click();
    await expect(outcome(page)).toHaveText(
      lang === 'es'
        ? '¡Casi está! Te hemos enviado un correo: abre el enlace que contiene para confirmar la suscripción.'
        : 'Almost there! We have sent you an e-mail: open the link in it to confirm your subscription.',
    );

    const [mail] = messagesTo(email);
    const param = lang === 'es' ? 'confirmar' : 'confirm';
    const confirmLink = new RegExp(`${E2E.fair}${path}\\?${param}=[A-Za-z0-9_.-]+`).exec(mail ?? '')?.[0];
    expect(confirmLink).toBeTruthy();
    await page.goto(confirmLink!);
    await expect(
      page.getByText(
        lang === 'es'
          ? '¡Listo! Tu suscripción a la newsletter está confirmada.'
          : 'Done! Your newsletter subscription is confirmed.',
      ),
    ).toBeVisible();

    const unsubscribeLink = new RegExp(
      `${E2E.fair}${path}\\?${lang === 'es' ? 'baja' : 'unsubscribe'}=[A-Za-z0-9_.-]+`,
    ).exec(mail ?? '')?.[0];
    await page.goto(unsubscribeLink!);
    await page.getByRole('button', { name: lang === 'es' ? 'Darme de baja' : 'Unsubscribe me' }).click();
    await expect(
      page.getByText(
        lang === 'es'
          ? 'Te has dado de baja de la newsletter. No te enviaremos más correos.'
          : 'You have unsubscribed from the newsletter. We will not send you any more e-mails.',
      ),
    ).toBeVisible();
  });

  test(`the contact page (${lang}): the organisers' details and the form`, async ({ page }, info) => {
    const t = TEXTS[lang];
    await page.goto(`${E2E.fair}${lang === 'es' ? '/es/contacto' : '/en/contact'}`);
    await expect(page.getByRole('link', { name: 'info@artfair.test' })).toHaveAttribute(
      'href',
      'mailto:info@artfair.test',
    );
    await expectAccessible(page);
    const form = page.locator('form[data-form="contact"]');
    const submit = form.getByRole('button', { name: lang === 'es' ? 'Enviar el mensaje' : 'Send my message' });
    await submit.click();
    await expect(fieldErrors(form)).toHaveText([t.required, t.required, t.required, t.accept]);
    await expect(form.getByLabel(t.name, { exact: false }).first()).toBeFocused();

    const email = visitor(info, `contacto-${lang}`);
    await fillSender(form, lang, email);
    await form.getByRole('textbox', { name: t.message }).fill('¿Hay visitas guiadas?');
    await form.getByRole('checkbox', { name: t.privacy }).check();
    await submit.click();
    await expect(outcome(page)).toHaveText(
      lang === 'es'
        ? 'Gracias, hemos recibido tu mensaje. Te responderemos lo antes posible.'
        : 'Thank you, we have received your message. We will answer as soon as possible.',
    );
    expect(messagesTo('info@artfair.test').filter((m) => m.includes(email))).toHaveLength(1);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the press form posts to its page, which checks it, keeps what was typed and sends it', async ({
    page,
  }, info) => {
    await page.goto(`${E2E.fair}/es/prensa/contacto`);
    const form = page.locator('form[data-form="press-accreditation"]');
    await form.getByRole('textbox', { name: /Medio de comunicación/ }).fill('Revista Arte Hoy');
    await form.getByRole('button', { name: 'Solicitar la acreditación' }).click();
    await expect(page).toHaveURL(`${E2E.fair}/es/prensa/contacto`);
    await expect(outcome(page)).toHaveText('Nombre: Este campo es obligatorio.');
    await expect(form.getByRole('textbox', { name: /Medio de comunicación/ })).toHaveValue('Revista Arte Hoy');

    const email = visitor(info, 'prensa-sin-js');
    await fillSender(form, 'es', email);
    await form.getByRole('radio', { name: 'Radio' }).check();
    await form.getByRole('checkbox', { name: TEXTS.es.privacy }).check();
    await form.getByRole('button', { name: 'Solicitar la acreditación' }).click();
    await expect(outcome(page)).toHaveText(
      'Gracias, hemos recibido tu solicitud. El gabinete de prensa te confirmará la acreditación por correo.',
    );
    expect(messagesTo(email)).toHaveLength(1);
  });
});
