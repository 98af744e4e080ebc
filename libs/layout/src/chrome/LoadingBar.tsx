import { css } from '@emotion/react';
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden, colours, mq, zIndex } from '@art/ui';
import { LOADING_BAR_MINIMUM } from '../shared/timings';

const barStyle = css({
  position: 'fixed',
  top: 0,
  left: 0,
  height: 3,
  width: '100%',
  zIndex: zIndex.skipLink,
  background: colours.accent,
  transformOrigin: '0 50%',
  transition: 'transform 300ms ease-out, opacity 300ms ease-out',
  pointerEvents: 'none',
  [mq.reducedMotion]: { transition: 'none' },
});

/** How far the bar goes while waiting: from the minimum, ever closer to 90 %. */
export function trickle(value: number): number {
  const next = value + (0.9 - value) * 0.15;
  return Math.min(0.9, Math.max(LOADING_BAR_MINIMUM, next));
}

/**
 * The loading bar of route changes (R-10): visible while React Router's navigation is not idle, starting at the
 * minimum of 0.08 and creeping forward until the page arrives. Needs a data router (the sites' framework mode).
 */
export function LoadingBar() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const [progress, setProgress] = useState(LOADING_BAR_MINIMUM);
  useEffect(() => {
    if (!busy) return undefined;
    setProgress(LOADING_BAR_MINIMUM);
    const timer = setInterval(() => setProgress(trickle), 200);
    return () => clearInterval(timer);
  }, [busy]);
  if (!busy) return null;
  return (
    <div data-loading-bar="">
      <div css={barStyle} style={{ transform: `scaleX(${progress})` }} aria-hidden="true" />
      <VisuallyHidden role="status">{t('actions.loading')}</VisuallyHidden>
    </div>
  );
}
