import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Container, colours, space, textStyle } from '@art/ui';
import type { ContactOutcome } from './contact-action';

/** The footer form's field labels, to say which field a refused message was about. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  fromName: 'footer.name',
  fromEmail: 'footer.email',
  message: 'footer.message',
  privacy: 'footer.privacyAccept',
};

const noticeStyle = css(textStyle('body'), {
  margin: `${space[5]} 0`,
  padding: space[4],
  borderLeft: '3px solid currentColor',
});

/** What a contact message posted without scripts came to: `contactoEnviado`, or what to mend, or the API's text. */
export function ContactOutcomeNotice({ outcome }: { outcome: ContactOutcome }) {
  const { t } = useTranslation();
  if (outcome.kind === 'sent') {
    return (
      <Container>
        <p role="status" css={[noticeStyle, { color: colours.success }]}>
          {t('contactoEnviado')}
        </p>
      </Container>
    );
  }
  const text =
    outcome.kind === 'invalid'
      ? `${t(FIELD_LABELS[outcome.field] ?? 'footer.message')}: ${t(outcome.message, { ...outcome.options })}`
      : (outcome.text ?? t('footer.sendError'));
  return (
    <Container>
      <p role="alert" css={[noticeStyle, { color: colours.danger }]}>
        {text}
      </p>
    </Container>
  );
}
