import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { useLink } from '@art/site';
import { Anchor, Heading, Stack, Text, colours, space } from '@art/ui';
import { ContactForm } from './ContactForm';
import { FormPage } from './form-kit';

const details = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  rowGap: space[1],
  margin: 0,
  dt: { color: colours.muted, marginTop: space[3] },
  'dt:first-of-type': { marginTop: 0 },
  dd: { margin: 0 },
});
const aside = css({ padding: space[6], background: colours.surface });

/**
 * Contact: the organisers' contact details (address, e-mail, phone, the press office, opening hours of the office)
 * beside the full contact form, which sends to the organisers like the footer's.
 */
export function ContactPageView() {
  const { t } = useTranslation('forms');
  const link = useLink();
  const email = t('contactPage.emailValue');
  const phone = t('contactPage.phoneValue');
  const pressEmail = t('contactPage.pressValue');
  return (
    <FormPage
      heading={t('contactPage.heading')}
      intro={t('contactPage.intro')}
      aside={
        <Stack as="aside" gap={4} aria-labelledby="contact-details" css={aside}>
          <Heading level={2} size="h3" id="contact-details">
            {t('contactPage.detailsHeading')}
          </Heading>
          <dl css={details}>
            <dt>{t('contactPage.address')}</dt>
            <dd>
              <Text as="address" css={{ fontStyle: 'normal' }}>
                {t('contactPage.addressValue')}
              </Text>
            </dd>
            <dt>{t('contactPage.email')}</dt>
            <dd>
              <Anchor href={`mailto:${email}`}>{email}</Anchor>
            </dd>
            <dt>{t('contactPage.phone')}</dt>
            <dd>
              <Anchor href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</Anchor>
            </dd>
            <dt>{t('contactPage.hours')}</dt>
            <dd>{t('contactPage.hoursValue')}</dd>
            <dt>{t('contactPage.press')}</dt>
            <dd>
              <Anchor href={`mailto:${pressEmail}`}>{pressEmail}</Anchor>
              <br />
              <Anchor href={link('press-contact')}>{t('contactPage.pressForm')}</Anchor>
            </dd>
          </dl>
        </Stack>
      }
    >
      <ContactForm />
    </FormPage>
  );
}
