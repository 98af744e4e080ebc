import { useEffect, useRef, useState } from 'react';
import type { WorkPageWork } from '../documents';
import { useHydrated } from '@art/forms';
import { useTranslation } from 'react-i18next';
import { useCart, useLink } from '@art/site';
import { Button, Stack, Text, VisuallyHidden } from '@art/ui';

/** The analytics list a work added from its own page comes from. */
export const WORK_PAGE_LIST = 'work-page';

/**
 * The shop's "add to cart" of a buyable work. Disabled until the page runs and the cart is known; a press adds the
 * work at the price shown, then it reads "In your cart" with a link to the cart (as it does from the start for a work
 * already there). A refused add (price changed, just reserved…) shows the reason under the button and changes nothing.
 */
export function AddToCartButton(props: {
  work: Pick<WorkPageWork, 'id' | 'title' | 'price' | 'currency'> & { artist: { fullName: string } };
  eeList?: string;
}) {
  const { work, eeList = WORK_PAGE_LIST } = props;
  const { t } = useTranslation();
  const { t: tWorks } = useTranslation('works');
  const cart = useCart();
  const link = useLink();
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [added, setAdded] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const present = cart.inCart(work.id);

  // The button the visitor pressed is gone: the focus goes on to the link to the cart.
  useEffect(() => {
    if (added && present) box.current?.querySelector<HTMLElement>('[data-view-cart]')?.focus();
  }, [added, present]);

  const onAdd = async () => {
    setBusy(true);
    setError(null);
    try {
      const outcome = await cart.add(work, { eeList });
      if (outcome.ok) setAdded(true);
      else setError(outcome.error || t('bag.addFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div ref={box} data-add-to-cart="">
      <Stack gap={2}>
        {present ? (
          <>
            <Text weight="semibold" data-in-cart="">
              {t('bag.inCart')}
            </Text>
            <Button as="a" href={link('cart', { step: '1' })} variant="secondary" fullWidth data-view-cart="">
              {t('bag.viewCart')}
            </Button>
          </>
        ) : (
          <Button
            type="button"
            variant="primary"
            fullWidth
            disabled={!hydrated || !cart.ready}
            busy={busy}
            onClick={() => void onAdd()}
          >
            {tWorks('work.addToCart')}
          </Button>
        )}
        <VisuallyHidden role="status">{added && present ? t('bag.added', { title: work.title }) : ''}</VisuallyHidden>
        {error ? (
          <Text size="small" tone="danger" role="alert">
            {error}
          </Text>
        ) : null}
      </Stack>
    </div>
  );
}
