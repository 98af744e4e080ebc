import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { TICKETS_SITE_URL } from '@art/layout';
import { Anchor, Heading, Price, Stack, Text, colours, mq, space, textStyle } from '@art/ui';
import { useLink, usePageLang, type PageData } from '@art/site';
import { fairEvent, formatDayRange } from '@art/page-kit';
import { ExternalLink } from './ExternalLink';
import { InfoPage, Prose } from './InfoPage';
import type { TicketsPageData } from './tickets-page';

const layout = css({
  display: 'grid',
  gap: space[10],
  [mq.desktop]: { gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)', gap: space[11], alignItems: 'start' },
});
const list = css({ listStyle: 'none', margin: 0, padding: 0, borderTop: `1px solid ${colours.ink}` });
const row = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  columnGap: space[6],
  rowGap: space[1],
  paddingBlock: space[5],
  borderBottom: `1px solid ${colours.rule}`,
});
const price = css(textStyle('h3'), { justifySelf: 'end', whiteSpace: 'nowrap' });
const aside = css({ background: colours.surface, padding: space[7], [mq.desktop]: { padding: space[8] } });

/**
 * Tickets: the current edition's ticket types with their prices (VAT included; free ones say so), the link to the
 * ticket seller's site, and how tickets work; the fair as an `Event` with its offers for search engines.
 */
export function TicketsPageView({ data }: { data: PageData<TicketsPageData> }) {
  const { t } = useTranslation('info');
  const lang = usePageLang();
  const link = useLink();
  const { edition, ticketTypes, text } = data.page;
  const days = edition ? formatDayRange(edition.startsOn, edition.endsOn, lang) : null;
  const home = `${new URL(data.head.canonical).origin}${link('home', {})}`;
  const event = edition ? fairEvent(edition, home, { offers: ticketTypes, ticketsUrl: TICKETS_SITE_URL }) : null;
  return (
    <InfoPage
      data={data}
      heading={t('tickets.heading')}
      intro={edition && days ? t('tickets.edition', { name: edition.name, days }) : t('tickets.intro')}
      jsonLd={[event]}
    >
      <div css={layout}>
        <section aria-labelledby="ticket-prices">
          <Stack gap={5}>
            <Heading level={3} size="h2" id="ticket-prices">
              {t('tickets.prices')}
            </Heading>
            {ticketTypes.length > 0 ? (
              <>
                <ul css={list}>
                  {ticketTypes.map((ticket) => (
                    <li key={ticket.id} css={row}>
                      <Text weight="semibold">{ticket.name}</Text>
                      <span css={price}>
                        {ticket.price > 0 ? <Price amount={ticket.price} lang={lang} /> : t('tickets.free')}
                      </span>
                      {ticket.description ? (
                        <Text size="small" tone="muted">
                          {ticket.description}
                        </Text>
                      ) : null}
                    </li>
                  ))}
                </ul>
                <Text size="small" tone="muted">
                  {t('tickets.vatIncluded')}
                </Text>
              </>
            ) : (
              <Text>{t('tickets.empty')}</Text>
            )}
          </Stack>
        </section>
        <section css={aside} aria-labelledby="ticket-buy">
          <Stack gap={5} align="start">
            <Heading level={3} size="h3" id="ticket-buy">
              {t('tickets.howToBuy')}
            </Heading>
            {text ? <Prose text={text.content} /> : null}
            <ExternalLink href={TICKETS_SITE_URL} button="primary">
              {t('tickets.buy')}
            </ExternalLink>
            <Text size="small">
              <Anchor href={link('invitations', {})}>{t('tickets.invitations')}</Anchor>
            </Text>
          </Stack>
        </section>
      </div>
    </InfoPage>
  );
}
