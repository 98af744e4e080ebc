import { css } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import { useGraphQLClient } from '@art/data';
import { UnsubscribeNewsletterDocument } from '../documents';
import { SubmitButton, TextField } from '@art/forms';
import { useTranslation } from 'react-i18next';
import { PrivacyDisclaimer } from '@art/layout';
import { FORM_LIMITS } from '@art/model';
import { useLink, usePageLang, useRootData, type PageData } from '@art/site';
import { Heading, Stack, Text, colours, space, textStyle } from '@art/ui';
import { FairForm } from './FormFields';
import { FormError, FormPage, useFairForm } from './form-kit';
import type { NewsletterPageData } from './form-pages';
import type { NewsletterOutcome } from './form-actions';
import { NEWSLETTER_FORM } from './form-specs';

const box = css({ padding: space[5], background: colours.surface, borderLeft: `3px solid ${colours.ink}` });
const done = css(textStyle('body'), { margin: 0, color: colours.success, fontWeight: 600 });

/** What became of the link the page was opened with, or of the unsubscribe button. */
type LinkResult = { ok: boolean; text: string };

/** The result of a signed link: confirmed or unsubscribed (a status), or why not (an alert). */
function LinkNotice({ result }: { result: LinkResult }) {
  return (
    <div css={box}>
      {result.ok ? (
        <p role="status" css={done} data-newsletter-link="done">
          {result.text}
        </p>
      ) : (
        <FormError>{result.text}</FormError>
      )}
    </div>
  );
}

/**
 * The unsubscribe link's page: nothing changes until the visitor presses the button (a post to the page's action
 * without JavaScript, the API's call with it), so a scanner that opens the link unsubscribes nobody.
 */
function UnsubscribeBox({ token, posted }: { token: string; posted: LinkResult | null }) {
  const { t } = useTranslation('forms');
  const client = useGraphQLClient();
  const [result, setResult] = useState<LinkResult | null>(posted);
  const [busy, setBusy] = useState(false);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const { unsubscribeNewsletter: answer } = await client.request(UnsubscribeNewsletterDocument, { token });
      setResult({
        ok: answer.ok,
        text: answer.response?.trim() || t(answer.ok ? 'newsletter.unsubscribed' : 'newsletter.unsubscribeFailed'),
      });
    } catch {
      setResult({ ok: false, text: t('newsletter.unsubscribeFailed') });
    } finally {
      setBusy(false);
    }
  };
  if (result?.ok) return <LinkNotice result={result} />;
  return (
    <Stack as="section" gap={3} css={box} aria-labelledby="newsletter-unsubscribe">
      <Heading level={2} size="h3" id="newsletter-unsubscribe">
        {t('newsletter.unsubscribeHeading')}
      </Heading>
      <Text measure>{t('newsletter.unsubscribeIntro')}</Text>
      <form method="post" onSubmit={(event) => void onSubmit(event)} data-form="newsletter-unsubscribe">
        <input type="hidden" name="intent" value="unsubscribe" />
        <input type="hidden" name="token" value={token} />
        <SubmitButton busy={busy} label={t('newsletter.unsubscribeButton')} />
      </form>
      {result && !result.ok ? <FormError>{result.text}</FormError> : null}
    </Stack>
  );
}

/**
 * Newsletter: the subscription form (e-mail, name, consent; double opt-in: the API e-mails a link to confirm), and
 * the result of the link the page was opened with: the confirmation done on the server, or the unsubscribe button.
 */
export function NewsletterPageView({
  data,
  outcome,
}: {
  data: PageData<NewsletterPageData>;
  outcome?: NewsletterOutcome | undefined;
}) {
  const { t } = useTranslation('forms');
  const link = useLink();
  const lang = usePageLang();
  const root = useRootData();
  const labels: Record<string, string> = {
    email: t('fields.email'),
    name: t('fields.nameOptional'),
    privacy: t('fields.newsletterConsent'),
  };
  const {
    form,
    outcome: sent,
    kept,
  } = useFairForm({
    spec: NEWSLETTER_FORM,
    context: null,
    action: link('newsletter'),
    posted: outcome && outcome.kind !== 'unsubscribed' ? outcome : undefined,
    labelOf: (field) => labels[field] ?? field,
  });
  const pageLink = data.page.link;
  const unsubscribed: LinkResult | null =
    outcome?.kind === 'unsubscribed'
      ? {
          ok: outcome.ok,
          text: outcome.text ?? t(outcome.ok ? 'newsletter.unsubscribed' : 'newsletter.unsubscribeFailed'),
        }
      : null;
  return (
    <FormPage heading={t('newsletter.heading')} intro={t('newsletter.intro')}>
      <Stack gap={6}>
        {pageLink?.kind === 'confirm' ? (
          <LinkNotice result={{ ok: pageLink.ok, text: pageLink.text ?? t('newsletter.confirmFailed') }} />
        ) : null}
        {pageLink?.kind === 'unsubscribe' ? <UnsubscribeBox token={pageLink.token} posted={unsubscribed} /> : null}
        <div>
          <FairForm
            name="newsletter"
            form={form}
            outcome={sent}
            submit={t('actions.subscribe')}
            privacyLabel={labels['privacy']}
            disclaimer={
              <PrivacyDisclaimer context="newsletter" lang={lang} site={root?.site} origins={root?.origins} />
            }
          >
            <TextField
              {...form.field('email')}
              type="email"
              label={labels['email']}
              mandatory
              half
              maxLength={FORM_LIMITS.email}
              defaultValue={kept('email')}
            />
            <TextField
              {...form.field('name')}
              label={labels['name']}
              half
              autoComplete="given-name"
              maxLength={FORM_LIMITS.name}
              defaultValue={kept('name')}
            />
          </FairForm>
        </div>
      </Stack>
    </FormPage>
  );
}
