import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Container, Heading, Stack, Text, colours, fonts, mq, space, type ContainerWidth } from '@art/ui';
import { JsonLd, useLink, useSiteProfile, type JsonLdObject, type PageData } from '@art/site';
import { paragraphsOf } from './text';
import { pageBreadcrumbs } from '@art/page-kit';

const header = css({
  paddingBlock: `${space[9]} ${space[7]}`,
  borderBottom: `1px solid ${colours.ink}`,
  marginBottom: space[8],
  [mq.desktop]: { paddingBlock: `${space[11]} ${space[8]}`, marginBottom: space[10] },
});
const body = css({ paddingBottom: space[11] });

const prose = css({
  display: 'flex',
  flexDirection: 'column',
  gap: space[5],
  maxWidth: '40rem',
  '& p': { margin: 0, hyphens: 'auto', overflowWrap: 'break-word' },
});
// The opening paragraph is set larger, in the display face, as a standfirst.
const lead = css({
  fontFamily: fonts.display,
  fontSize: 'clamp(1.2rem, 1.1rem + 0.5vw, 1.5rem)',
  lineHeight: 1.4,
  color: colours.ink,
});

/**
 * Paragraphs of plain text (separated by blank lines), set for reading: a comfortable measure, and the first one as a
 * standfirst when `lead` is set.
 */
export function Prose({ text, lead: withLead = false }: { text: string; lead?: boolean }) {
  const paragraphs = paragraphsOf(text);
  return (
    <div css={prose}>
      {paragraphs.map((p, i) =>
        i === 0 && withLead ? (
          <p key={i} css={lead}>
            {p}
          </p>
        ) : (
          <Text key={i}>{p}</Text>
        ),
      )}
    </div>
  );
}

/** Props of {@link InfoPage}. */
export interface InfoPageProps {
  data: PageData<unknown>;
  /** The visible heading (an h2: the page's h1 is its hidden title). */
  heading: string;
  intro?: ReactNode;
  /** More structured data besides the breadcrumbs (the fair's `Event`…). */
  jsonLd?: readonly (JsonLdObject | null)[];
  width?: ContainerWidth;
  children: ReactNode;
}

/**
 * The frame of the fair's information pages: a heading with its introduction, the body, and the page's breadcrumbs
 * (home, then the page) as structured data.
 */
export function InfoPage({ data, heading, intro, jsonLd = [], width = 'page', children }: InfoPageProps) {
  const { t } = useTranslation();
  const link = useLink();
  const profile = useSiteProfile();
  const origin = new URL(data.head.canonical).origin;
  const crumbs = pageBreadcrumbs(
    { name: t('menu.home'), url: `${origin}${link(profile.keys.home, {})}` },
    { name: heading, url: data.head.canonical },
  );
  return (
    <Container width={width}>
      <JsonLd data={[crumbs, ...jsonLd.filter((o): o is JsonLdObject => o !== null)]} />
      <Stack gap={4} css={header}>
        <Heading level={2} size="h1">
          {heading}
        </Heading>
        {typeof intro === 'string' ? <Text measure>{intro}</Text> : intro}
      </Stack>
      <div css={body}>{children}</div>
    </Container>
  );
}
