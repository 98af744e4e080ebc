import { css } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { useActionData } from 'react-router';
import { useGraphQLClient } from '@art/data';
import { RedeemInvitationDocument } from '../documents';
import { FormTextProvider, SubmitButton, TextField, useForm } from '@art/forms';
import { useTranslation } from 'react-i18next';
import { EMAIL_MAX_LENGTH, TICKET_LIMITS } from '@art/model';
import { useLink, type PageData } from '@art/site';
import {
  Anchor,
  Button,
  Container,
  Heading,
  Stack,
  Text,
  VisuallyHidden,
  colours,
  fonts,
  mq,
  space,
  textStyle,
  visuallyHidden,
} from '@art/ui';
import { FormNotice, accountFormStyle } from '@art/page-kit';
import { HONEYPOT_FIELD, INVITATION_FIELDS, toRedeemVariables } from './invitation-form';
import type { InvitationOutcome, invitationsAction } from './invitations-action';
import type { InvitationsPageData } from './invitations-page';

const page = css({
  display: 'grid',
  gap: space[9],
  paddingBlock: `${space[9]} ${space[11]}`,
  [mq.desktop]: {
    gridTemplateColumns: 'minmax(0, 6fr) minmax(0, 5fr)',
    gridTemplateAreas: '"head form" "steps form"',
    gridTemplateRows: 'auto 1fr',
    columnGap: space[11],
    rowGap: space[8],
    alignItems: 'start',
    paddingBlock: space[10],
  },
});
// On phones the form follows the introduction at once; on wide screens it stands beside the explanation.
const areas = {
  head: css({ [mq.desktop]: { gridArea: 'head' } }),
  form: css({ [mq.desktop]: { gridArea: 'form' } }),
  steps: css({ [mq.desktop]: { gridArea: 'steps' } }),
};
const steps = css({
  counterReset: 'step',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space[5],
  '& > li': {
    counterIncrement: 'step',
    display: 'grid',
    gridTemplateColumns: '2.5rem minmax(0, 1fr)',
    gap: space[4],
    alignItems: 'baseline',
  },
  '& > li::before': { content: 'counter(step)', fontFamily: fonts.display, fontSize: '1.75rem', lineHeight: 1 },
});
const panel = css({ background: colours.surface, padding: space[6], [mq.tablet]: { padding: space[8] } });
const ticketCode = css({
  margin: 0,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: 'clamp(1.25rem, 5vw, 1.75rem)',
  letterSpacing: '0.08em',
  wordBreak: 'break-all',
});

/** The form's own outcome with scripts on: nothing yet, sent (with the new code, when one was made) or refused. */
type Outcome =
  { kind: 'none' } | { kind: 'sent'; text: string; ticketCode: string | null } | { kind: 'error'; text: string };

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The outcome of a post without scripts, as the form shows it (`t` of the default namespace, like the form kit's). */
function fromAction(action: InvitationOutcome | undefined, t: Translate): Outcome {
  if (!action) return { kind: 'none' };
  if (action.kind === 'sent') return action;
  if (action.kind === 'invalid') {
    return {
      kind: 'error',
      text: `${t(`invitations:form.${action.field}`)}: ${t(action.message, { ...action.options })}`,
    };
  }
  return { kind: 'error', text: action.text ?? t('forms:status.error') };
}

/**
 * Invitations: how an invitation becomes a ticket, and the form (code, name, e-mail, and a honeypot people never see).
 * The browser checks the fields in order (message under each, focus on the first wrong one), then the API checks
 * again; its refusal (unknown, used up or expired code, too many tries) is shown as it comes, and success replaces the
 * form with where the ticket went and its code. The submit button holds while sending, so a double click sends once.
 * Without scripts the form posts to the page's action.
 */
export function InvitationsPageView({ data }: { data: PageData<InvitationsPageData> }) {
  const { t } = useTranslation('invitations');
  // The form kit's own messages (`requerido`…) and the namespaced keys of the rules.
  const { t: formText } = useTranslation();
  const link = useLink();
  const client = useGraphQLClient();
  const action = useActionData<typeof invitationsAction>();
  const [outcome, setOutcome] = useState<Outcome>(() => fromAction(action, formText));
  const done = useRef<HTMLDivElement>(null);
  const { edition } = data.page;

  useEffect(() => setOutcome(fromAction(action, formText)), [action, formText]);
  useEffect(() => {
    if (outcome.kind === 'sent') done.current?.focus();
  }, [outcome.kind]);

  const form = useForm({
    fields: INVITATION_FIELDS,
    method: 'post',
    onSubmit: async (values) => {
      setOutcome({ kind: 'none' });
      try {
        const { redeemInvitation: result } = await client.request(RedeemInvitationDocument, toRedeemVariables(values));
        if (result.ok) {
          setOutcome({ kind: 'sent', text: result.response ?? '', ticketCode: result.ticketCode });
          return true;
        }
        setOutcome({ kind: 'error', text: result.response?.trim() || t('forms:status.error') });
        return false;
      } catch {
        setOutcome({ kind: 'error', text: t('forms:status.error') });
        return false;
      }
    },
  });

  const editionLine = edition ? [edition.name, edition.days, edition.venue].filter(Boolean).join(' · ') : null;

  return (
    <Container>
      <div css={page}>
        <Stack gap={4} css={areas.head}>
          <Heading level={2} size="h1">
            {t('heading')}
          </Heading>
          {editionLine ? <Text weight="semibold">{editionLine}</Text> : null}
          <Text measure>{t('intro')}</Text>
        </Stack>

        <section css={[panel, areas.form]} aria-labelledby="invitation-form-heading">
          {outcome.kind === 'sent' ? (
            // Focused when it appears, so keyboard and screen reader users land on the outcome.
            <div ref={done} tabIndex={-1} css={{ outline: 'none' }} data-invitation="sent">
              <Stack gap={5} align="start">
                <Heading level={3} size="h2" id="invitation-form-heading">
                  {t('done.heading')}
                </Heading>
                <p role="status" css={css(textStyle('body'), { margin: 0, color: colours.success })}>
                  {outcome.text}
                </p>
                {outcome.ticketCode ? (
                  <Stack gap={2}>
                    <Text size="small" tone="muted">
                      {t('done.code')}
                    </Text>
                    <p css={ticketCode} data-ticket-code="">
                      {outcome.ticketCode}
                    </p>
                  </Stack>
                ) : null}
                <Text size="small" measure>
                  {t('done.howTo')}
                </Text>
                <Button variant="secondary" onClick={() => setOutcome({ kind: 'none' })}>
                  {t('done.another')}
                </Button>
              </Stack>
            </div>
          ) : (
            <Stack gap={5}>
              <Heading level={3} size="h2" id="invitation-form-heading">
                {t('form.heading')}
              </Heading>
              <FormTextProvider t={formText}>
                <form {...form.formProps} css={accountFormStyle} data-form="invitation">
                  <TextField
                    {...form.field('code')}
                    label={t('form.code')}
                    mandatory
                    maxLength={TICKET_LIMITS.invitationCode}
                    autoComplete="off"
                    autoCapitalize="characters"
                    spellCheck={false}
                    aria-describedby="invitation-code-hint"
                  />
                  <Text
                    size="small"
                    tone="muted"
                    id="invitation-code-hint"
                    css={{ marginTop: `-${space[3]}`, flexBasis: '100%' }}
                  >
                    {t('form.codeHint')}
                  </Text>
                  <TextField
                    {...form.field('name')}
                    label={t('form.name')}
                    mandatory
                    maxLength={TICKET_LIMITS.name}
                    autoComplete="name"
                  />
                  <TextField
                    {...form.field('email')}
                    type="email"
                    label={t('form.email')}
                    mandatory
                    maxLength={EMAIL_MAX_LENGTH}
                  />
                  <div aria-hidden="true" css={visuallyHidden}>
                    <label htmlFor="invitation-website">{t('form.honeypot')}</label>
                    <input
                      id="invitation-website"
                      type="text"
                      name={HONEYPOT_FIELD}
                      tabIndex={-1}
                      autoComplete="off"
                      defaultValue=""
                    />
                  </div>
                  <Text size="small" tone="muted" css={{ flexBasis: '100%' }}>
                    {t('form.privacy')}{' '}
                    <Anchor href={link('privacy', {})} target="_blank" rel="noopener">
                      {t('form.privacyLink')}
                      <VisuallyHidden> {t('forms:newTab')}</VisuallyHidden>
                    </Anchor>
                  </Text>
                  {outcome.kind === 'error' ? <FormNotice tone="error">{outcome.text}</FormNotice> : null}
                  <SubmitButton busy={form.status === 'sending'} label={t('form.submit')} />
                </form>
              </FormTextProvider>
            </Stack>
          )}
        </section>

        <section aria-labelledby="invitation-steps" css={areas.steps}>
          <Stack gap={5}>
            <Heading level={3} size="h3" id="invitation-steps">
              {t('steps.heading')}
            </Heading>
            <ol css={steps}>
              {(['code', 'mail', 'desk'] as const).map((step) => (
                <li key={step}>
                  <Text measure>{t(`steps.${step}`)}</Text>
                </li>
              ))}
            </ol>
            <Text size="small" tone="muted" measure>
              {t('notes.personal')}
            </Text>
            <Text size="small" tone="muted" measure>
              {t('notes.resend')}
            </Text>
            <Text size="small">
              {t('notes.noInvitation')} <Anchor href={link('tickets', {})}>{t('notes.buyTickets')}</Anchor>
            </Text>
          </Stack>
        </section>
      </div>
    </Container>
  );
}
