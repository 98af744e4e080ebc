import { FOOTER_CONTACT_ID } from '@art/layout';
import { useTranslation } from 'react-i18next';
import { useLink, usePageLang, useSiteProfile } from '@art/site';
import { Button, Price, Text } from '@art/ui';
import type { WorkPageWork } from '../documents';
import { AddToCartButton } from './AddToCartButton';
import { workOfferOn, type WorkActionTarget } from './work-offer';

/** A work as its offer needs it. */
export type WorkOfferWork = Pick<
  WorkPageWork,
  'id' | 'slug' | 'title' | 'price' | 'currency' | 'workState' | 'buyable' | 'catalogs'
> & { artist: Pick<WorkPageWork['artist'], 'slug' | 'fullName'>; gallery: { slug: string } | null };

/**
 * The offer of a work page (`works:workPage`): its price (the amount with VAT where it can be bought, "price on
 * request" where it is asked for, nothing when sold or unavailable), then exactly one action labelled for the work's
 * state on this site (`WORK_OFFERS` of `./work-offer`), or the reason there is none. The action carries
 * `data-work-action` with its kind.
 */
export function WorkOffer({ work }: { work: WorkOfferWork }) {
  const { t } = useTranslation('works');
  const lang = usePageLang();
  const profile = useSiteProfile();
  const link = useLink();
  const offer = workOfferOn(work, profile.site);
  const hrefOf = (target: WorkActionTarget): string | null => {
    switch (target) {
      case 'cart':
        return null;
      case 'shop-work':
        return link('shop-work', { artistSlug: work.artist.slug, slug: work.slug });
      case 'work-inquiry':
        return link('work-contact', { artistSlug: work.artist.slug, slug: work.slug });
      case 'gallery-contact':
        // A work without a gallery is asked about to the organisers, in the page's footer.
        return work.gallery ? link(profile.keys.galleryContact, { slug: work.gallery.slug }) : `#${FOOTER_CONTACT_ID}`;
      case 'footer-contact':
        return `#${FOOTER_CONTACT_ID}`;
    }
  };
  const action = offer.action;
  const href = action ? hrefOf(action.target) : null;

  return (
    <>
      {offer.price === 'amount' ? (
        <Text as="div" size="body" weight="semibold">
          <Price amount={work.price} lang={lang} currency={work.currency} vatLabel={t('work.vatIncluded')} />
        </Text>
      ) : null}
      {offer.price === 'on-request' ? (
        <Text as="p" size="body" weight="semibold" data-price-on-request="">
          {t('work.priceOnRequest')}
        </Text>
      ) : null}
      {offer.reason === 'sold' ? (
        <Text weight="semibold" data-work-sold="">
          {t('workPage.soldReason')}
        </Text>
      ) : offer.reason ? (
        <Text size="small" tone="muted" data-work-reason={offer.reason}>
          {t(`workPage.reasons.${offer.reason}`)}
        </Text>
      ) : null}
      {action?.kind === 'add-to-cart' ? (
        <div data-work-action={action.kind}>
          <AddToCartButton work={work} />
        </div>
      ) : action && href ? (
        <Button as="a" href={href} variant="primary" fullWidth data-work-action={action.kind}>
          {t(`workPage.actions.${action.kind}`)}
        </Button>
      ) : null}
    </>
  );
}
