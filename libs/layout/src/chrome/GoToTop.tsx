import { css } from '@emotion/react';
import { useEffect, useState } from 'react';
import { useT } from '@art/i18n';
import { ArrowUpIcon, IconButton, colours, mq, zIndex } from '@art/ui';
import { throttle } from '../shared/throttle';
import { GO_TO_TOP_THRESHOLD_PX, SCROLL_SPY_THROTTLE_MS } from '../shared/timings';

const buttonPlace = css({
  position: 'fixed',
  right: 20,
  bottom: 20,
  zIndex: zIndex.sticky,
  background: colours.paper,
  border: `1px solid ${colours.ink}`,
  [mq.desktop]: { right: 40, bottom: 40 },
});

/**
 * The go-to-top button (FT-06): appears once the page is scrolled more than 600 px (the scroll is read at most every
 * 66 ms), scrolls back up (smoothly unless reduced motion is asked for) and moves the focus to the top of the page.
 */
export function GoToTop() {
  const t = useT();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = throttle(() => setVisible(window.scrollY > GO_TO_TOP_THRESHOLD_PX), SCROLL_SPY_THROTTLE_MS);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      window.removeEventListener('scroll', update);
      update.cancel();
    };
  }, []);
  if (!visible) return null;
  return (
    <IconButton
      label={t('actions.goToTop')}
      icon={<ArrowUpIcon />}
      variant="ghost"
      css={buttonPlace}
      data-go-to-top=""
      onClick={() => {
        const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
        const target = document.getElementById('content') ?? document.body;
        if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
        target.focus({ preventScroll: true });
      }}
    />
  );
}
