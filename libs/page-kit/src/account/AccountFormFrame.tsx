import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { FormTextProvider } from '@art/forms';
import { useTranslation } from 'react-i18next';
import { Container, Heading, Stack, Text, colours, space, textStyle } from '@art/ui';

const frame = css({ paddingBlock: `${space[10]} ${space[11]}`, maxWidth: '34rem' });
/** The fields of an access form, one under the other (half-width fields pair up on wide screens). */
// Columns 1rem apart: the kit's half-width fields are 50 % less 8 px each.
export const accountFormStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  rowGap: space[5],
  columnGap: space[4],
  alignItems: 'flex-start',
});
const noticeStyle = css(textStyle('body'), { margin: 0, padding: space[4], borderLeft: '3px solid currentColor' });

/**
 * The frame of the access pages (login, sign-up, remember and reset password): heading, intro, the form (its kit's
 * texts from `common` and `forms`), and the links to the other access pages under it.
 */
export function AccountFormFrame(props: { heading: string; intro?: string; children: ReactNode; links?: ReactNode }) {
  const { t } = useTranslation();
  const { t: tAccount } = useTranslation('account');
  return (
    <Container>
      <Stack gap={6} css={frame}>
        <Stack gap={3}>
          <Heading level={2} size="h1">
            {props.heading}
          </Heading>
          {props.intro ? <Text measure>{props.intro}</Text> : null}
        </Stack>
        {/* These forms are sent by script (their buttons wait for it): say so when there is none. */}
        <noscript>
          <FormNotice tone="error">{tAccount('needsScript')}</FormNotice>
        </noscript>
        <FormTextProvider t={t}>{props.children}</FormTextProvider>
        {props.links ? <Stack gap={2}>{props.links}</Stack> : null}
      </Stack>
    </Container>
  );
}

/** What an access form says after sending: a success (`status`) or a refusal (`alert`). */
export function FormNotice({ tone, children }: { tone: 'success' | 'error'; children: ReactNode }) {
  return tone === 'success' ? (
    <p role="status" css={[noticeStyle, { color: colours.success }]}>
      {children}
    </p>
  ) : (
    <p role="alert" css={[noticeStyle, { color: colours.danger }]}>
      {children}
    </p>
  );
}

/** One line with a question and a link ("Don't have an account yet? Sign up"). */
export function FormLinkLine({ text, children }: { text?: string; children: ReactNode }) {
  return (
    <Text size="small">
      {text ? `${text} ` : null}
      {children}
    </Text>
  );
}
