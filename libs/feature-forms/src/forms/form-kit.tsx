/**
 * What the fair's form pages share: the two-column frame, the sending of a form (submission id, outcome, failure),
 * the hidden field for robots, the privacy box and the notices of the outcome.
 */
import { css } from '@emotion/react';
import { useRef, useState, type ReactNode } from 'react';
import { useGraphQLClient } from '@art/data';
import { Checkbox, FormTextProvider, useForm, type FieldBinding } from '@art/forms';
import { useTranslation } from 'react-i18next';
import { useLink } from '@art/site';
import { Anchor, Container, Heading, Stack, Text, VisuallyHidden, colours, mq, space, textStyle } from '@art/ui';
import type { FairFormOutcome, FairFormSpec } from './form-specs';

const frame = css({
  display: 'grid',
  gap: space[8],
  paddingBlock: `${space[8]} ${space[11]}`,
  [mq.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', gap: space[10], alignItems: 'start' },
});
const single = css({ paddingBlock: `${space[8]} ${space[11]}`, maxWidth: '44rem' });

/** The fields of a form, one under the other (half-width fields pair up on wide screens). */
export const formStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  rowGap: space[5],
  columnGap: space[4],
  alignItems: 'flex-start',
});
const noticeStyle = css(textStyle('body'), {
  margin: 0,
  padding: space[4],
  borderLeft: '3px solid currentColor',
  flexBasis: '100%',
});
const privacyLink = css({ color: 'inherit', textDecoration: 'underline', textUnderlineOffset: '0.2em' });

/**
 * A form page: the heading and intro over the form, and beside it on wide screens (above it on phones) what the form
 * is about (a work, a gallery, the organisers' details). The kit's texts come from `common` and `forms`.
 */
export function FormPage(props: {
  heading: string;
  intro?: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
  headingId?: string;
}) {
  const { t } = useTranslation();
  const body = (
    <Stack gap={6}>
      <Stack gap={3}>
        <Heading level={2} size="h1" id={props.headingId}>
          {props.heading}
        </Heading>
        {typeof props.intro === 'string' ? <Text measure>{props.intro}</Text> : props.intro}
      </Stack>
      <FormTextProvider t={t}>{props.children}</FormTextProvider>
    </Stack>
  );
  return (
    <Container>
      {props.aside ? (
        <div css={frame}>
          {props.aside}
          {body}
        </div>
      ) : (
        <div css={single}>{body}</div>
      )}
    </Container>
  );
}

/** A refusal or a failure of a form: an alert, announced at once. */
export function FormError({ children }: { children: ReactNode }) {
  return (
    <p role="alert" css={[noticeStyle, { color: colours.danger }]} data-form-outcome="error">
      {children}
    </p>
  );
}

/**
 * The field only robots fill in (`website`): out of sight, out of the tab order, hidden from assistive technology and
 * from autofill. The API answers a filled one as if accepted and keeps nothing.
 */
export function HoneypotField({ idPrefix }: { idPrefix: string }) {
  const { t } = useTranslation();
  const id = `${idPrefix}-website`;
  return (
    <VisuallyHidden as="div" aria-hidden="true">
      <label htmlFor={id}>{t('forms:fields.website')}</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </VisuallyHidden>
  );
}

/** The privacy box every form ends with: "I have read and accept the privacy policy", linking it in a new tab. */
export function PrivacyBox(props: { field: FieldBinding; label?: string | undefined }) {
  const { t } = useTranslation();
  const link = useLink();
  return (
    <Checkbox
      {...props.field}
      value="1"
      label={props.label ?? t('forms:fields.privacy')}
      mandatory
      after={
        <>
          {' '}
          <Anchor href={link('privacy')} target="_blank" rel="noopener noreferrer" css={privacyLink}>
            {t('privacy.link')}
            <VisuallyHidden> {t('layout.newTab')}</VisuallyHidden>
          </Anchor>
        </>
      }
    />
  );
}

/** A fresh id for one submission of a form (a UUID; `crypto.randomUUID` exists only on secure pages). */
export function newSubmissionId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Where a form stands after a sending: nothing yet, sent (with the API's thank-you), or refused or failed. */
export type SendOutcome = { kind: 'none' } | { kind: 'sent'; text: string } | { kind: 'error'; text: string };

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The outcome to show first: the one of a post without JavaScript (the page's action), as the form's own. */
function initialOutcome(
  posted: FairFormOutcome | undefined,
  t: Translate,
  labelOf: (field: string) => string,
): SendOutcome {
  if (!posted) return { kind: 'none' };
  if (posted.kind === 'sent') return { kind: 'sent', text: posted.text ?? t('forms:status.sent') };
  if (posted.kind === 'invalid') {
    return {
      kind: 'error',
      text: t('forms:outcome.fieldProblem', {
        field: labelOf(posted.field),
        message: t(posted.message, posted.options),
      }),
    };
  }
  return { kind: 'error', text: posted.text ?? t('forms:outcome.failed') };
}

/**
 * A form of the fair: checks the fields in order (every message under its field, the focus on the first), sends once
 * at a time with an id kept until the form is sent (so a retry after a lost answer is stored once), shows the API's
 * thank-you and clears the form, shows the API's refusal text, or says the form could not be sent. Without
 * JavaScript the form posts to `action`; `posted` is what the page's action answered, and `kept(name)` the value to
 * show again after a refusal.
 *
 * @example
 * const { form, outcome, kept } = useFairForm({ spec: GALLERY_CONTACT_FORM, context: { gallerySlug }, action, posted, labelOf });
 */
export function useFairForm<C>(options: {
  spec: FairFormSpec<C>;
  /** What the call needs beyond the form (the work's or gallery's slug). */
  context: C;
  /** Where the form posts without JavaScript. */
  action: string;
  /** What the page's action answered to a post without JavaScript. */
  posted?: FairFormOutcome;
  /** The label of a field, to name it in a refusal of a post without JavaScript. */
  labelOf: (field: string) => string;
}) {
  const { t } = useTranslation();
  const client = useGraphQLClient();
  const [outcome, setOutcome] = useState<SendOutcome>(() => initialOutcome(options.posted, t, options.labelOf));
  const submissionId = useRef<string | null>(null);
  const form = useForm({
    fields: options.spec.fields,
    method: 'post',
    action: options.action,
    onSubmit: async (data) => {
      setOutcome({ kind: 'none' });
      submissionId.current ??= newSubmissionId();
      try {
        const result = await options.spec.send(client, data, options.context, submissionId.current);
        const text = typeof result.response === 'string' ? result.response.trim() : '';
        if (result.ok) {
          submissionId.current = null;
          form.reset();
          setOutcome({ kind: 'sent', text: text || t('forms:status.sent') });
          return true;
        }
        setOutcome({ kind: 'error', text: text || t('forms:outcome.failed') });
        return false;
      } catch {
        setOutcome({ kind: 'error', text: t('forms:outcome.failed') });
        return false;
      }
    },
  });
  const values = options.posted && options.posted.kind !== 'sent' ? options.posted.values : undefined;
  const kept = (name: string): string | undefined =>
    values && Object.prototype.hasOwnProperty.call(values, name) ? values[name] : undefined;
  return { form, outcome, kept };
}

const successStyle = css(noticeStyle, { color: colours.success });

/**
 * The outcome of a form, after it: a status region (always present, so the thank-you is announced when it appears)
 * and an alert when refused or failed.
 */
export function FormOutcome({ outcome }: { outcome: SendOutcome }) {
  return (
    <>
      <div role="status">
        {outcome.kind === 'sent' && (
          <p css={successStyle} data-form-outcome="sent">
            {outcome.text}
          </p>
        )}
      </div>
      {outcome.kind === 'error' && <FormError>{outcome.text}</FormError>}
    </>
  );
}
