import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Anchor, Button, Cluster, colours, Container, Heading, mq, space, Stack, Text } from '@art/ui';
import { useLink, useRootData, type PageData } from '@art/site';

const steps = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space[5],
  [mq.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
});
const step = css({
  padding: space[5],
  background: colours.surface,
  display: 'grid',
  gap: space[2],
  alignContent: 'start',
});

const STEPS = ['save', 'group', 'share'] as const;

/**
 * "My collection" of the shop, open to everyone: what collections are (save works, group them, share a public
 * one), with the way to one's collections (the login page first for a visitor without a session), to an account,
 * and to the works.
 */
export function CollectionPageView(_props: { data: PageData<null> }) {
  const link = useLink();
  const { t } = useTranslation('account');
  const loggedIn = useRootData()?.loggedIn ?? false;
  return (
    <Container>
      <Stack gap={8} css={css({ paddingBlock: space[8] })}>
        <Stack gap={3}>
          <Heading level={2} size="display">
            {t('collectionPage.heading')}
          </Heading>
          <Text measure>{t('collectionPage.intro')}</Text>
        </Stack>
        <ol css={steps}>
          {STEPS.map((key) => (
            <li key={key} css={step}>
              <Heading level={3} size="h3">
                {t(`collectionPage.steps.${key}.title`)}
              </Heading>
              <Text>{t(`collectionPage.steps.${key}.text`)}</Text>
            </li>
          ))}
        </ol>
        <Cluster gap={4}>
          <Button as="a" href={link('my-collections', {})} variant="primary">
            {t('collectionPage.myCollections')}
          </Button>
          {loggedIn ? null : (
            <Button as="a" href={link('sign-up', {})} variant="secondary">
              {t('collectionPage.signUp')}
            </Button>
          )}
          <Anchor href={link('shop-works', {})}>{t('collectionPage.works')}</Anchor>
        </Cluster>
        {loggedIn ? null : (
          <Text tone="muted" size="small">
            {t('collectionPage.loginNote')}
          </Text>
        )}
      </Stack>
    </Container>
  );
}
