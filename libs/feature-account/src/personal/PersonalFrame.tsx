import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { FormTextProvider } from '@art/forms';
import { useTranslation } from 'react-i18next';
import { accountMenuLinks } from '@art/layout';
import { usePageLang, useRootData } from '@art/site';
import { Anchor, Cluster, Container, Heading, Stack, colours, space, textStyle } from '@art/ui';

const page = css({ paddingBlock: `${space[9]} ${space[11]}` });
const nav = css(textStyle('small'), {
  borderBlockEnd: `1px solid ${colours.rule}`,
  paddingBlockEnd: space[3],
  '& a[aria-current="page"]': { fontWeight: 600, textDecoration: 'none' },
});

/** The personal pages' frame: the account menu as tabs, the page's heading, its body (forms get their kit's texts). */
export function PersonalFrame({ heading, children }: { heading: string; children: ReactNode }) {
  const { t } = useTranslation();
  const root = useRootData();
  const lang = usePageLang();
  const { pathname } = useLocation();
  const links = accountMenuLinks({
    site: root?.site ?? 'shop',
    lang,
    origins: root?.origins ?? { fair: '', shop: '' },
  });
  return (
    <Container>
      <Stack gap={6} css={page}>
        <nav aria-label={t('account.title')} css={nav}>
          <Cluster as="ul" gap={5} css={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {links.map((link) => (
              <li key={link.key}>
                <Anchor
                  href={link.href}
                  aria-current={new URL(link.href, 'http://x').pathname === pathname ? 'page' : undefined}
                >
                  {t(link.labelKey)}
                </Anchor>
              </li>
            ))}
          </Cluster>
        </nav>
        <Heading level={2} size="h1">
          {heading}
        </Heading>
        <FormTextProvider t={t}>{children}</FormTextProvider>
      </Stack>
    </Container>
  );
}
