/**
 * An address of step 1's form (shipping or billing): who receives it, the phone with its country's dial code, where,
 * and a choice of the account's saved addresses that fills it. Controlled: the form owns the values and the messages.
 */
import type { ReactNode } from 'react';
import type { AddressFields } from '@art/data';
import type { CountryFields } from '../documents';
import { CountryField, Select, TextField } from '@art/forms';
import { useTranslation } from 'react-i18next';
import { CHECKOUT_LIMITS, provinceRequired } from '@art/model';
import { Heading, Stack } from '@art/ui';
import type { AddressDraft, AddressFieldName, FormField } from './checkout-form';
import { fieldsStyle, formSection } from './checkout-styles';

/** The id of a field's control, from its path (`shippingAddress.postalCode` → `checkout-shippingAddress-postalCode`). */
export const fieldId = (field: FormField | string): string => `checkout-${field.replace(/\./g, '-')}`;

/** The address fields the account's saved addresses fill (they have no name nor phone). */
export function fillFromSaved(draft: AddressDraft, saved: AddressFields): AddressDraft {
  return {
    ...draft,
    route: saved.route,
    floor: saved.floor ?? '',
    postalCode: saved.postalCode,
    locality: saved.locality,
    province: saved.province,
    countryCode: saved.countryCode,
    aditionalInfo: saved.aditionalInfo ?? '',
    // The phone follows the new country while no number is typed.
    phoneCountry: draft.phone.trim() === '' ? saved.countryCode : draft.phoneCountry,
  };
}

export function AddressFieldset(props: {
  which: 'shippingAddress' | 'billingAddress';
  heading: string;
  value: AddressDraft;
  onChange: (next: AddressDraft) => void;
  countries: readonly CountryFields[];
  saved: readonly AddressFields[];
  /** The message under a field, already translated; '' for none. */
  errorOf: (field: FormField) => string;
  /** Shown between the heading and the fields (the note after a saved address filled them). */
  notice?: ReactNode;
  onSavedChosen?: () => void;
}) {
  const { t } = useTranslation('cart');
  const { which, value, onChange } = props;
  const section = which === 'shippingAddress' ? 'shipping' : 'billing';
  const path = (name: AddressFieldName): FormField => `${which}.${name}`;
  const set = (name: keyof AddressDraft, text: string) => onChange({ ...value, [name]: text });
  const text = (
    name: Exclude<AddressFieldName, 'countryCode'>,
    label: string,
    options: {
      mandatory?: boolean;
      half?: boolean;
      autoComplete?: string;
      max: number;
      inputMode?: 'tel' | 'text';
    },
  ) => (
    <TextField
      id={fieldId(path(name))}
      name={path(name)}
      label={label}
      mandatory={options.mandatory}
      half={options.half}
      maxLength={options.max}
      // A field no autofill token names (the delivery instructions) has none: `on` is no token to follow a section.
      autoComplete={options.autoComplete ? `section-${which} ${section} ${options.autoComplete}` : undefined}
      inputMode={options.inputMode}
      value={value[name]}
      onChange={(event) => set(name, event.currentTarget.value)}
      error={props.errorOf(path(name))}
    />
  );
  const countryOptions = props.countries.map((country) => ({ value: country.code, label: country.name }));
  return (
    <Stack as="section" gap={5} css={formSection} aria-labelledby={fieldId(`${which}.heading`)} data-address={which}>
      <Heading level={3} size="h3" id={fieldId(`${which}.heading`)}>
        {props.heading}
      </Heading>
      {props.saved.length > 0 ? (
        <Select
          id={fieldId(`${which}.saved`)}
          label={t('checkout.shipping.savedAddress')}
          placeholder={t('checkout.shipping.savedAddressPlaceholder')}
          options={props.saved.map((address) => ({ value: address.id, label: address.fullAddress }))}
          onChange={(id) => {
            const saved = props.saved.find((address) => address.id === id);
            if (!saved) return;
            onChange(fillFromSaved(value, saved));
            props.onSavedChosen?.();
          }}
        />
      ) : null}
      {props.notice}
      <div css={fieldsStyle}>
        {text('name', t('checkout.fields.name'), {
          mandatory: true,
          half: true,
          autoComplete: 'given-name',
          max: CHECKOUT_LIMITS.name,
        })}
        {text('surname', t('checkout.fields.surname'), {
          mandatory: true,
          half: true,
          autoComplete: 'family-name',
          max: CHECKOUT_LIMITS.surname,
        })}
        <Select
          id={fieldId(`${which}.phoneCountry`)}
          label={t('checkout.fields.phonePrefix')}
          mandatory
          half
          value={value.phoneCountry}
          options={props.countries.map((country) => ({
            value: country.code,
            label: `${country.name} (${country.dial_code})`,
          }))}
          onChange={(code) => set('phoneCountry', code)}
        />
        {text('phone', t('checkout.fields.phone'), {
          mandatory: true,
          half: true,
          autoComplete: 'tel-national',
          max: CHECKOUT_LIMITS.phone,
          inputMode: 'tel',
        })}
        {text('route', t('checkout.fields.route'), {
          mandatory: true,
          autoComplete: 'address-line1',
          max: CHECKOUT_LIMITS.route,
        })}
        {text('floor', t('checkout.fields.floor'), {
          half: true,
          autoComplete: 'address-line2',
          max: CHECKOUT_LIMITS.floor,
        })}
        {text('postalCode', t('checkout.fields.postalCode'), {
          mandatory: true,
          half: true,
          autoComplete: 'postal-code',
          max: CHECKOUT_LIMITS.postalCode,
        })}
        {text('locality', t('checkout.fields.locality'), {
          mandatory: true,
          half: true,
          autoComplete: 'address-level2',
          max: CHECKOUT_LIMITS.locality,
        })}
        {text('province', t('checkout.fields.province'), {
          // Only where the country's addresses have one (France, Portugal… have none).
          mandatory: provinceRequired(value.countryCode),
          half: true,
          autoComplete: 'address-level1',
          max: CHECKOUT_LIMITS.province,
        })}
        <CountryField
          id={fieldId(path('countryCode'))}
          name={path('countryCode')}
          label={t('checkout.fields.country')}
          mandatory
          autoComplete={`section-${which} ${section} country-name`}
          value={value.countryCode}
          options={countryOptions}
          error={props.errorOf(path('countryCode'))}
          onChange={(code) =>
            onChange({
              ...value,
              countryCode: code,
              phoneCountry: value.phone.trim() === '' ? code : value.phoneCountry,
            })
          }
        />
        {text('aditionalInfo', t('checkout.fields.aditionalInfo'), { max: CHECKOUT_LIMITS.aditionalInfo })}
      </div>
    </Stack>
  );
}
