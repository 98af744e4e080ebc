import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EXTERNAL_REL } from '@art/layout';
import { ExternalIcon, VisuallyHidden, buttonStyles, type ButtonVariant } from '@art/ui';

const icon = css({ display: 'inline-block', marginInlineStart: '0.3em', verticalAlign: '-0.125em', flexShrink: 0 });

/**
 * A link to another site, opened in a new tab without access to this page; the icon shows it and the hidden text says
 * it. With `button`, it looks like a button of that variant.
 */
export function ExternalLink({
  href,
  children,
  button,
}: {
  href: string;
  children: ReactNode;
  button?: ButtonVariant;
}) {
  const { t } = useTranslation();
  return (
    <a href={href} target="_blank" rel={EXTERNAL_REL} css={button ? buttonStyles({ variant: button }) : undefined}>
      {children}
      <ExternalIcon size={button ? 18 : 14} css={icon} />
      <VisuallyHidden> {t('layout.newTab')}</VisuallyHidden>
    </a>
  );
}
