import { css } from '@emotion/react';
import { useHydrated } from '@art/forms';
import { useTranslation } from 'react-i18next';
import { withdrawCookieConsent } from '@art/layout';
import { Button, Heading, Stack, Text, colours, mq, space, textStyle, visuallyHidden } from '@art/ui';
import type { PageData } from '@art/site';
import { StaticPageView } from './StaticPageView';
import type { StaticPageData } from './static-page';

/** The cookies the sites set, in the order the page lists them (texts in `legal.json` under `cookieList.{id}`). */
export const SITE_COOKIES = [
  { id: 'session', name: 'o_token' },
  { id: 'consent', name: 'acceptCookies' },
  { id: 'analytics', name: '_ga, _ga_*' },
] as const;

const section = css({ marginTop: space[10], maxWidth: '40rem' });
const list = css({ listStyle: 'none', margin: 0, padding: 0, borderTop: `1px solid ${colours.ink}` });
const item = css({ display: 'grid', gap: space[3], paddingBlock: space[5], borderBottom: `1px solid ${colours.rule}` });
const facts = css(textStyle('small'), {
  margin: 0,
  display: 'grid',
  gap: space[3],
  [mq.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr) minmax(0, 1fr)', gap: space[5] },
  '& dt': { color: colours.muted },
  '& dd': { margin: 0 },
});

/**
 * The cookies page: the cookie policy, the cookies the sites set (provider, purpose, duration), and (with
 * JavaScript) a button that withdraws the consent, so the cookie banner asks again.
 */
export function CookiesPageView({ data }: { data: PageData<StaticPageData> }) {
  const { t } = useTranslation('legal');
  // The button needs the browser (it clears cookies and reloads): shown once the page runs.
  const interactive = useHydrated();
  return (
    <StaticPageView data={data}>
      <section css={section}>
        <Stack gap={5}>
          <Heading level={3} size="h3" id="cookie-table">
            {t('cookieTable.heading')}
          </Heading>
          <ul css={list}>
            {SITE_COOKIES.map((cookie) => (
              <li key={cookie.id} css={item} data-cookie={cookie.name}>
                <Text weight="semibold">
                  <span css={visuallyHidden}>{t('cookieTable.name')}: </span>
                  <code>{cookie.name}</code>
                </Text>
                <dl css={facts}>
                  <div>
                    <dt>{t('cookieTable.provider')}</dt>
                    <dd>{t(`cookieList.${cookie.id}.provider`)}</dd>
                  </div>
                  <div>
                    <dt>{t('cookieTable.purpose')}</dt>
                    <dd>{t(`cookieList.${cookie.id}.purpose`)}</dd>
                  </div>
                  <div>
                    <dt>{t('cookieTable.duration')}</dt>
                    <dd>{t(`cookieList.${cookie.id}.duration`)}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
          {interactive ? (
            <Stack gap={3} align="start">
              <Text size="small">{t('changeCookieSettingsHelp')}</Text>
              <Button
                variant="secondary"
                onClick={() => {
                  withdrawCookieConsent();
                  window.location.reload();
                }}
              >
                {t('changeCookieSettings')}
              </Button>
            </Stack>
          ) : null}
        </Stack>
      </section>
    </StaticPageView>
  );
}
