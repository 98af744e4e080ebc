import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import {
  Anchor,
  Badge,
  Cluster,
  Container,
  Heading,
  ResponsiveImage,
  Stack,
  Text,
  buttonStyles,
  colours,
  mq,
  space,
} from '@art/ui';
import { usePageLang, type PageData } from '@art/site';
import type { BannerPreviewData } from './banner-preview-page';
import { formatDate } from '@art/page-kit';

const notice = css({ background: colours.surface, borderBottom: `1px solid ${colours.rule}`, paddingBlock: space[5] });
const stage = css({ paddingBlock: space[8], [mq.desktop]: { paddingBlock: space[10] } });
const banner = css({
  display: 'grid',
  background: colours.ink,
  color: colours.paper,
  overflow: 'hidden',
  [mq.tablet]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'stretch' },
});
const media = css({ '& picture, & img': { height: '100%' }, '& img': { objectFit: 'cover' } });
const copy = css({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: space[5],
  padding: space[7],
  [mq.desktop]: { padding: space[10] },
  '& h3, & p': { color: colours.paper },
});
const more = css(buttonStyles({ variant: 'secondary' }), {
  alignSelf: 'flex-start',
  background: colours.paper,
  color: colours.ink,
  borderColor: colours.paper,
});

/**
 * A banner as the site would show it, on a page without header and footer: a line saying it is a preview (published
 * or draft, and when it shows), then the banner with its image, title, text and link.
 */
export function BannerPreviewView({ data }: { data: PageData<BannerPreviewData> }) {
  const { t } = useTranslation('banners');
  const lang = usePageLang();
  const { banner: b } = data.page;
  const from = b.activeFrom ? formatDate(b.activeFrom, lang) : null;
  const to = b.activeTo ? formatDate(b.activeTo, lang) : null;
  const when =
    from && to ? t('between', { from, to }) : from ? t('from', { from }) : to ? t('until', { to }) : t('always');
  return (
    <>
      <div css={notice}>
        <Container>
          <Stack gap={2}>
            <Cluster gap={3} align="center">
              <Heading level={2} size="h3">
                {t('preview')}
              </Heading>
              <Badge tone={b.published ? 'success' : 'neutral'}>{b.published ? t('published') : t('draft')}</Badge>
            </Cluster>
            <Text size="small" tone="muted">
              {t('previewNotice')} {when}
            </Text>
          </Stack>
        </Container>
      </div>
      <Container css={stage}>
        <section css={banner} aria-labelledby="banner-title">
          {b.image ? (
            <div css={media}>
              <ResponsiveImage image={b.image} alt="" sizes="(min-width: 768px) 60vw, 100vw" priority />
            </div>
          ) : null}
          <div css={copy}>
            <Heading level={3} size="h1" id="banner-title">
              {b.title}
            </Heading>
            {b.text ? <Text>{b.text}</Text> : null}
            {b.linkUrl ? (
              <Anchor href={b.linkUrl} css={more}>
                {t('learnMore')}
              </Anchor>
            ) : null}
          </div>
        </section>
      </Container>
    </>
  );
}
