/**
 * The visitor's cart (§3 Cart, §4, decision 014), one per site: an anonymous visitor's cart lives in this browser's
 * local storage under `art.cart` (the rules of `@art/cart`) and is shown through `cartPreview` with today's works and
 * prices; a logged-in visitor's cart is `me.cart` on the server, changed by the cart mutations. On login and sign-up
 * the browser's cart is joined to the server's ({@link sendLocalCartToServer}).
 *
 * The server knows nothing of local storage, so until the page runs in the browser the cart is "not ready" and
 * counts 0: the server's HTML and the first render in the browser are the same, and the cart fills in afterwards.
 */
import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CART_STORAGE_KEY,
  addToCart,
  cartCount,
  inCart as cartHolds,
  parseStoredCart,
  removeFromCart,
  serializeCart,
  type Cart,
} from '@art/cart';
import { gqlQuery, useGraphQLClient, type CartFields, type GraphQLClient } from '@art/data';
import {
  AddWorkToCartDocument,
  CartPreviewDocument,
  ClearCartDocument,
  MyCartDocument,
  RemoveWorkFromCartDocument,
  SetCartDocument,
  type CartInputFields,
  type MyCartData,
} from './documents';
import { useHydrated } from '@art/forms';
import { eurosToCents } from '@art/model';
import { useTranslation } from 'react-i18next';
import { reportEcommerce } from '@art/layout';
import type { Lang } from '@art/routing';
import { formatPrice } from '@art/ui';

/** The event this window sends itself after changing the stored cart (`storage` events reach the other tabs only). */
export const CART_CHANGED_EVENT = 'art:cart-changed';

/** What a change of the cart answers: done, or refused with the text to show (the API's, or ours). */
export type CartOutcome = { readonly ok: true } | { readonly ok: false; readonly error: string };

/** A work to add: what the page shows of it (the price is the one the visitor saw, euros with VAT). */
export interface CartWork {
  readonly id: string;
  readonly title: string;
  readonly price: number | null;
  readonly currency?: string;
  readonly artist?: { readonly fullName: string };
}

/** What {@link useCart} answers. */
export interface CartState {
  /** Whether the cart is known: false on the server, while hydrating and until a logged-in visitor's cart arrives. */
  readonly ready: boolean;
  readonly loggedIn: boolean;
  /**
   * The cart's works with today's details (title, artist, image, url, price), subtotal and count; null when empty
   * and while it is being read (then `loading`).
   */
  readonly cart: CartFields | null;
  /** Works in the cart: the bag's badge (0 until ready). */
  readonly count: number;
  /** True while the works of a cart that has some are being read. */
  readonly loading: boolean;
  /** Goes up by one on each work added (the bag flashes, its dropdown opens). */
  readonly lastAdded: number;
  /** Whether the work is in the cart (false until ready). */
  inCart(workId: string): boolean;
  /**
   * Adds a work at the price shown. Refused (price changed, no longer for sale, just reserved…): the reason, and the
   * cart as it was. Reports `add_to_cart` to analytics when analytics is on.
   */
  add(work: CartWork, options?: { readonly eeList?: string | null }): Promise<CartOutcome>;
  /** Takes a work out of the cart. */
  remove(workId: string): Promise<CartOutcome>;
  /** Empties the cart. */
  clear(): Promise<CartOutcome>;
}

// ---- The stored cart of this browser ----

function readStoredText(): string | null {
  try {
    return window.localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Stores the cart (nothing for an empty one) and tells this window; false when storage refused it. */
function writeStoredCart(cart: Cart | null): boolean {
  const text = serializeCart(cart);
  let stored = true;
  try {
    if (text === null) window.localStorage.removeItem(CART_STORAGE_KEY);
    else window.localStorage.setItem(CART_STORAGE_KEY, text);
  } catch {
    stored = false;
  }
  window.dispatchEvent(new Event(CART_CHANGED_EVENT));
  return stored;
}

function subscribeStoredCart(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CART_STORAGE_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CART_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CART_CHANGED_EVENT, onChange);
  };
}

/** The stored cart's text: none on the server and while hydrating, then this browser's, followed across tabs. */
function useStoredCartText(): string | null {
  return useSyncExternalStore(subscribeStoredCart, readStoredText, () => null);
}

/** A browser cart as the API takes it (euros; the API reads the prices again). */
function toCartInput(cart: Cart, lang: string): CartInputFields {
  return {
    items: cart.items.map((item) => ({ id: item.id, units: item.units, unitPrice: item.unitPriceCents / 100 })),
    creationDate: cart.creationDate,
    updateDate: cart.updateDate,
    lang,
    eeList: cart.eeList,
  };
}

let sending: Promise<{ sent: boolean; error: string | null }> | null = null;

/**
 * After login or sign-up (§4): sends this browser's cart, when it has works, to the visitor's cart on the server
 * (`setCart`, with the page's language), then clears it here. Never throws; a failed send keeps the browser's cart
 * (the next page sends it again). Answers whether it was sent and the API's note (works left out).
 *
 * @example if (result) { await sendLocalCartToServer(client, lang); goTo(returnUrl); }
 */
export function sendLocalCartToServer(
  client: GraphQLClient,
  lang: string,
): Promise<{ sent: boolean; error: string | null }> {
  if (typeof window === 'undefined') return Promise.resolve({ sent: false, error: null });
  // One send at a time: a second call while the first runs (the login form and the provider) shares its answer.
  sending ??= (async () => {
    const text = readStoredText();
    const local = parseStoredCart(text);
    if (!local) {
      if (text !== null) writeStoredCart(null); // a malformed stored cart is dropped
      return { sent: false, error: null };
    }
    try {
      const { setCart } = await client.request(SetCartDocument, { cart: toCartInput(local, lang) });
      if (!setCart.OK) return { sent: false, error: setCart.error };
      writeStoredCart(null);
      return { sent: true, error: setCart.error };
    } catch (error) {
      console.warn('The cart could not be sent', error);
      return { sent: false, error: null };
    }
  })().finally(() => {
    sending = null;
  });
  return sending;
}

// ---- The provider ----

const CartContext = createContext<CartState | null>(null);

const refused = (error: string): CartOutcome => ({ ok: false, error });

/** Props of {@link CartProvider}. */
export interface CartProviderProps {
  /** Whether the visitor has a session (the root's `loggedIn`). */
  loggedIn: boolean;
  lang: Lang;
  /** The analytics id of the site, if any: `add_to_cart` is reported only with it and the visitor's consent. */
  gaId?: string | null;
  children?: ReactNode;
}

/** The cart of the visitor for everything below ({@link useCart}); mounted once per site, inside the data provider. */
export function CartProvider({ loggedIn, lang, gaId, children }: CartProviderProps) {
  const { t } = useTranslation();
  const client = useGraphQLClient();
  const queryClient = useQueryClient();
  const mounted = useHydrated();
  const storedText = useStoredCartText();
  const local = useMemo(() => parseStoredCart(storedText), [storedText]);
  const [lastAdded, setLastAdded] = useState(0);

  const myCartOptions = gqlQuery(client, MyCartDocument, {});
  const mine = useQuery({ ...myCartOptions, enabled: mounted && loggedIn });

  // The preview is keyed by the stored works, so a change elsewhere (another tab) reads it again.
  const localItems = useMemo(() => (local?.items ?? []).map((item) => ({ id: item.id, units: item.units })), [local]);
  const preview = useQuery({
    ...gqlQuery(client, CartPreviewDocument, { cart: { items: localItems } }),
    enabled: mounted && !loggedIn && localItems.length > 0,
    placeholderData: keepPreviousData,
  });

  // Logged in with works still in this browser (another tab added them, or a login elsewhere): they join the server's.
  useEffect(() => {
    if (!mounted || !loggedIn || !local) return;
    void sendLocalCartToServer(client, lang).then((result) => {
      if (result.sent) void queryClient.invalidateQueries({ queryKey: myCartOptions.queryKey });
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a change of the session or of the stored cart runs it; the rest is read when it runs
  }, [mounted, loggedIn, storedText]);

  let cart: CartFields | null = null;
  let count = 0;
  let ready = false;
  let loading = false;
  if (mounted && loggedIn) {
    cart = mine.data?.me?.cart ?? null;
    count = cart?.count ?? 0;
    ready = mine.status !== 'pending';
    loading = mine.status === 'pending';
  } else if (mounted) {
    ready = true;
    if (local && localItems.length > 0) {
      // The previous preview stays on screen while the next one loads, without the works taken out meanwhile.
      const fresh = preview.data !== undefined && !preview.isPlaceholderData;
      const shown = preview.data?.cartPreview ?? null;
      const kept = shown?.items.filter((item) => cartHolds(local, item.id)) ?? [];
      cart =
        shown && kept.length > 0
          ? {
              ...shown,
              items: kept,
              subtotal: kept.reduce((sum, item) => sum + item.unitPrice * item.units, 0),
              count: kept.reduce((sum, item) => sum + item.units, 0),
            }
          : null;
      // Works the preview leaves out (sold meanwhile) do not count once it has answered.
      count = fresh ? (cart?.count ?? 0) : cartCount(local);
      loading = !fresh && preview.status !== 'error';
    }
  }

  /** The server's cart after a change: the cart query answers it at once. */
  const storeServerCart = (next: CartFields | null) => {
    const old = queryClient.getQueryData<MyCartData>(myCartOptions.queryKey);
    if (old?.me) queryClient.setQueryData<MyCartData>(myCartOptions.queryKey, { me: { ...old.me, cart: next } });
    else void queryClient.invalidateQueries({ queryKey: myCartOptions.queryKey });
  };

  const add = async (work: CartWork, options: { readonly eeList?: string | null } = {}): Promise<CartOutcome> => {
    const eeList = options.eeList ?? null;
    const price = work.price;
    if (!mounted || price === null || !Number.isFinite(price) || price <= 0) return refused(t('bag.unavailable'));
    try {
      if (loggedIn) {
        const { addWorkToCart: result } = await client.request(AddWorkToCartDocument, {
          workId: work.id,
          price,
          units: 1,
          lang,
          eeList,
        });
        if (!result.OK) return refused(result.error?.trim() || t('bag.addFailed'));
        storeServerCart(result.cart);
      } else {
        // The browser's cart takes the work at today's price only, as the server's would.
        const { cartPreview } = await client.request(CartPreviewDocument, {
          cart: { items: [{ id: work.id, units: 1 }] },
        });
        const today = cartPreview?.items.find((item) => item.id === work.id);
        if (!today) return refused(t('bag.unavailable'));
        if (eurosToCents(today.unitPrice) !== eurosToCents(price)) {
          return refused(t('bag.priceChanged', { price: formatPrice(today.unitPrice, lang, today.work.currency) }));
        }
        const stored = parseStoredCart(readStoredText());
        const next = addToCart(
          stored,
          { id: work.id, units: 1, unitPriceCents: eurosToCents(today.unitPrice) },
          { now: new Date(), lang, eeList },
        );
        if (!writeStoredCart(next)) return refused(t('bag.addFailed'));
      }
    } catch (error) {
      console.warn('The work could not be added to the cart', error);
      return refused(t('bag.addFailed'));
    }
    setLastAdded((n) => n + 1);
    reportEcommerce(
      'add_to_cart',
      {
        currency: 'EUR',
        value: price,
        item_list_name: eeList ?? undefined,
        items: [
          {
            item_id: work.id,
            item_name: work.title,
            item_brand: work.artist?.fullName,
            price,
            currency: 'EUR',
            quantity: 1,
            item_list_name: eeList ?? undefined,
          },
        ],
      },
      gaId,
    );
    return { ok: true };
  };

  const remove = async (workId: string): Promise<CartOutcome> => {
    if (!mounted) return refused(t('bag.removeFailed'));
    try {
      if (loggedIn) {
        const units = cart?.items.find((item) => item.id === workId)?.units ?? 1;
        const { removeWorkFromCart: result } = await client.request(RemoveWorkFromCartDocument, {
          workId,
          units,
          lang,
        });
        if (!result.OK) return refused(result.error?.trim() || t('bag.removeFailed'));
        storeServerCart(result.cart);
      } else {
        const stored = parseStoredCart(readStoredText());
        const units = stored?.items.find((item) => item.id === workId)?.units ?? 0;
        if (!writeStoredCart(removeFromCart(stored, workId, units, { now: new Date(), lang })))
          return refused(t('bag.removeFailed'));
      }
      return { ok: true };
    } catch (error) {
      console.warn('The work could not be removed from the cart', error);
      return refused(t('bag.removeFailed'));
    }
  };

  const clear = async (): Promise<CartOutcome> => {
    if (!mounted) return refused(t('bag.removeFailed'));
    try {
      if (loggedIn) {
        const { clearCart: result } = await client.request(ClearCartDocument, {});
        if (!result.OK) return refused(result.error?.trim() || t('bag.removeFailed'));
        storeServerCart(result.cart);
      } else if (!writeStoredCart(null)) {
        return refused(t('bag.removeFailed'));
      }
      return { ok: true };
    } catch (error) {
      console.warn('The cart could not be emptied', error);
      return refused(t('bag.removeFailed'));
    }
  };

  const inCart = (workId: string): boolean => {
    if (!ready) return false;
    return loggedIn ? (cart?.items.some((item) => item.id === workId) ?? false) : cartHolds(local, workId);
  };

  const value: CartState = { ready, loggedIn, cart, count, loading, lastAdded, inCart, add, remove, clear };
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

const notReady = async (): Promise<CartOutcome> => refused('');

/** Outside a {@link CartProvider} (a component rendered on its own): an empty cart that is never ready. */
const NO_CART: CartState = {
  ready: false,
  loggedIn: false,
  cart: null,
  count: 0,
  loading: false,
  lastAdded: 0,
  inCart: () => false,
  add: notReady,
  remove: notReady,
  clear: notReady,
};

/**
 * The visitor's cart: its works and count, and the changes. Not ready (count 0) on the server and until the page runs.
 *
 * @example
 * const cart = useCart();
 * const outcome = await cart.add(work, { eeList: 'work-page' });
 * if (!outcome.ok) setError(outcome.error);
 */
export function useCart(): CartState {
  return useContext(CartContext) ?? NO_CART;
}
