/**
 * The discount code of step 1: checked with `applyOrderCoupon` against the buyer's cart now, as a mutation (the API
 * never lets the answer be cached, and a cached query would show yesterday's discount), and checked again when the
 * cart's subtotal changes (a removed work changes a percentage's discount, or the code's minimum).
 */
import { useEffect, useState } from 'react';
import { useGqlMutation } from '@art/data';
import { ApplyOrderCouponDocument } from '../documents';
import { useTranslation } from 'react-i18next';
import { CHECKOUT_LIMITS, eurosToCents, normalizeCouponCode } from '@art/model';

/** A code the API accepted for the cart: its discount in cents, and the subtotal it was checked against. */
export interface AppliedCoupon {
  code: string;
  amountCents: number;
  subtotalCents: number;
}

/** The discount code's state and actions; `subtotalCents` is the cart's subtotal now. */
export function useCoupon(subtotalCents: number) {
  const { t } = useTranslation('cart');
  const check = useGqlMutation(ApplyOrderCouponDocument);
  const [typed, setTyped] = useState('');
  const [applied, setApplied] = useState<AppliedCoupon | null>(null);
  const [error, setError] = useState('');

  const apply = async (raw: string): Promise<void> => {
    const code = normalizeCouponCode(raw);
    setError('');
    if (!code) return;
    if ([...code].length > CHECKOUT_LIMITS.couponCode) {
      setError(t('checkout.errors.couponCodeInvalid', { max: CHECKOUT_LIMITS.couponCode }));
      return;
    }
    try {
      const { applyOrderCoupon: result } = await check.mutateAsync({ code });
      if (result.OK) {
        setApplied({ code, amountCents: eurosToCents(result.amount), subtotalCents });
        setTyped(code);
      } else {
        setApplied(null);
        setError(result.error?.trim() || t('checkout.coupon.failed'));
      }
    } catch {
      setApplied(null);
      setError(t('checkout.coupon.failed'));
    }
  };

  // The discount belongs to the cart it was checked against: a different subtotal asks again.
  useEffect(() => {
    if (applied && applied.subtotalCents !== subtotalCents && !check.isPending) void apply(applied.code);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of the cart asks again
  }, [subtotalCents]);

  return {
    typed,
    setTyped: (value: string) => {
      setTyped(value);
      setError('');
    },
    applied,
    error,
    busy: check.isPending,
    apply: () => apply(typed),
    remove: () => {
      setApplied(null);
      setTyped('');
      setError('');
    },
    /** Shows the API's refusal of the code at `createOrder` under the field. */
    refuse: (text: string) => {
      setApplied(null);
      setError(text);
    },
  };
}
