import { css } from '@emotion/react';
import type { MeFields } from '@art/data';
import { useTranslation } from 'react-i18next';
import { accountMenuLinks } from '@art/layout';
import { useLogOut, usePageLang, useRootData } from '@art/site';
import { Anchor, Container, Heading, Stack, Text, colours, space, textStyle } from '@art/ui';

const page = css({ paddingBlock: `${space[10]} ${space[11]}` });
const menu = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  borderTop: `1px solid ${colours.ink}`,
  maxWidth: '34rem',
});
const entry = css(textStyle('h3'), {
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  minHeight: '3.5rem',
  color: 'inherit',
  textDecoration: 'none',
  background: 'none',
  border: 0,
  borderBlockEnd: `1px solid ${colours.rule}`,
  padding: 0,
  font: 'inherit',
  cursor: 'pointer',
  textAlign: 'left',
  '&:hover': { textDecoration: 'underline' },
});

/**
 * My account (and, on narrow screens, the mobile account page): the greeting and the account menu of the
 * specification, artists, collections, works, profile, billing, then log out.
 */
export function AccountPageView({ me }: { me: MeFields }) {
  const { t } = useTranslation();
  const { t: tAccount } = useTranslation('account');
  const root = useRootData();
  const lang = usePageLang();
  const logOut = useLogOut();
  const links = accountMenuLinks({
    site: root?.site ?? 'shop',
    lang,
    origins: root?.origins ?? { fair: '', shop: '' },
  });
  return (
    <Container>
      <Stack gap={6} css={page}>
        <Stack gap={2}>
          <Heading level={2} size="h1">
            {tAccount('greeting', { name: me.name || me.fullName })}
          </Heading>
          <Text tone="muted">{me.email}</Text>
        </Stack>
        <nav aria-label={tAccount('myAccount')}>
          <ul css={menu}>
            {links.map((item) => (
              <li key={item.key}>
                <Anchor href={item.href} css={entry}>
                  {t(item.labelKey)}
                </Anchor>
              </li>
            ))}
            <li>
              <button type="button" css={entry} onClick={() => void logOut()}>
                {t('account.logOut')}
              </button>
            </li>
          </ul>
        </nav>
      </Stack>
    </Container>
  );
}
