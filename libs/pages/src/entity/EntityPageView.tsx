import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Container, Heading, Stack, Text, space } from '@art/ui';
import type { PageData } from '@art/site';
import type { EntityPageData } from './entity-page';

/** A page whose body comes in a later issue: its subject (or its title) and a line saying it is being prepared. */
export function EntityPageView({ data }: { data: PageData<EntityPageData> }) {
  const { t } = useTranslation('common');
  const heading = data.page.heading ?? data.head.title.split(/ [|·] /)[0];
  return (
    <Container>
      <Stack gap={4} css={css({ paddingBlock: space[10] })}>
        <Heading level={2} size="display">{heading}</Heading>
        {data.page.summary ? <Text measure>{data.page.summary}</Text> : null}
        <Text tone="muted">{t('comingSoon')}</Text>
      </Stack>
    </Container>
  );
}
