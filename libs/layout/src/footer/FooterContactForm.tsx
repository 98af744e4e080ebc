import { css } from '@emotion/react';
import { useState } from 'react';
import { ContactDocument, useGraphQLClient } from '@art/data';
import { Checkbox, SubmitButton, TextArea, TextField, schemaFields, toContactMessage, useForm } from '@art/forms';
import { contactPageForm } from '@art/model';
import { useTranslation } from 'react-i18next';
import { hrefFrom } from '@art/routing';
import { VisuallyHidden, colours, space, textStyle } from '@art/ui';
import { PrivacyDisclaimer } from '../chrome/PrivacyDisclaimer';
import { layoutFormText } from '../shared/form-text';
import { SiteLink } from '../shared/SiteLink';
import { groupTitle } from '../shared/styles';
import type { SiteContext } from '../types';
import { FOOTER_CONTACT_ID } from './footer-contact-id';

/** Where the footer form stands after a sending: nothing yet, sent, or refused with a text to show. */
type Outcome = { kind: 'none' } | { kind: 'sent' } | { kind: 'error'; text: string };

const formStyle = css({ display: 'flex', flexWrap: 'wrap', gap: space[4], alignItems: 'flex-start' });
const full = css({ flexBasis: '100%' });
const outcomeStyle = css(textStyle('small'), {
  flexBasis: '100%',
  margin: 0,
  padding: space[3],
  borderLeft: '3px solid currentColor',
});
const sentStyle = css({ color: colours.success });
const errorStyle = css({ color: colours.danger });
const privacyLink = css({ color: 'inherit', textDecoration: 'underline', textUnderlineOffset: '0.2em' });

/**
 * The footer's contact form (F-13…F-16): name, e-mail, message and the privacy box, checked in the specification's
 * order with the first failure's message under its field and the focus on it; the message is sent escaped with its
 * line breaks as `<br>` through `contact(fromEmail, fromName, message)`. Success shows `contactoEnviado` and clears
 * the form; `ok: false` shows the API's `response` text; a failed call shows a generic error.
 * Without scripts it posts to the contact page.
 */
export function FooterContactForm({ ctx }: { ctx: SiteContext }) {
  const { t } = useTranslation();
  const formText = layoutFormText(t);
  const client = useGraphQLClient();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });
  const form = useForm({
    fields: schemaFields(contactPageForm),
    reportAll: false,
    method: 'post',
    action: hrefFrom(ctx.site, 'contact', {}, ctx.lang, ctx.origins),
    onSubmit: async (data) => {
      setOutcome({ kind: 'none' });
      try {
        const result = await client.request(ContactDocument, toContactMessage(data));
        if (result.contact.ok) {
          setOutcome({ kind: 'sent' });
          form.reset();
          return true;
        }
        const text = typeof result.contact.response === 'string' ? result.contact.response.trim() : '';
        setOutcome({ kind: 'error', text: text || t('footer.sendError') });
        return false;
      } catch {
        setOutcome({ kind: 'error', text: t('footer.sendError') });
        return false;
      }
    },
  });
  const privacyHref = hrefFrom(ctx.site, 'privacy', {}, ctx.lang, ctx.origins);
  return (
    <section id={FOOTER_CONTACT_ID} aria-labelledby="footer-contact-title">
      <h2 id="footer-contact-title" css={[groupTitle, css({ marginBottom: space[4] })]}>
        {t('footer.contactTitle')}
      </h2>
      <form {...form.formProps} css={formStyle} data-footer-contact="">
        <TextField
          {...form.field('fromName')}
          label={t('footer.name')}
          mandatory
          half
          autoComplete="name"
          maxLength={200}
          t={formText}
        />
        <TextField
          {...form.field('fromEmail')}
          type="email"
          label={t('footer.email')}
          mandatory
          half
          maxLength={254}
          t={formText}
        />
        <TextArea
          {...form.field('message')}
          label={t('footer.message')}
          mandatory
          rows={4}
          maxLength={5000}
          t={formText}
        />
        <Checkbox
          {...form.field('privacy')}
          value="1"
          label={t('footer.privacyAccept')}
          mandatory
          t={formText}
          after={
            <>
              {' '}
              <SiteLink href={privacyHref} newTab css={privacyLink}>
                {t('privacy.link')}
                <VisuallyHidden> {t('layout.newTab')}</VisuallyHidden>
              </SiteLink>
            </>
          }
        />
        <PrivacyDisclaimer context="footer" lang={ctx.lang} site={ctx.site} origins={ctx.origins} css={full} />
        <SubmitButton design="submitArrow" busy={form.status === 'sending'} label={t('footer.send')} t={formText} />
        <div css={full} role="status" aria-live="polite">
          {outcome.kind === 'sent' && <p css={[outcomeStyle, sentStyle]}>{t('contactoEnviado')}</p>}
        </div>
        {outcome.kind === 'error' && (
          <p css={[outcomeStyle, errorStyle]} role="alert">
            {outcome.text}
          </p>
        )}
      </form>
    </section>
  );
}
