import { css } from '@emotion/react';
import { useState, type ReactNode } from 'react';
import { useGqlQuery } from '@art/data';
import { AddAddressDocument, MyAddressesDocument, RemoveAddressDocument, type AddressInputFields } from '../documents';
import { CountryField, SubmitButton, TextField, schemaFields, useForm } from '@art/forms';
import { useTranslation } from 'react-i18next';
import { ADDRESS_LIMITS, addressForm, provinceRequired } from '@art/model';
import { Button, Cluster, Heading, Stack, Text, colours, space } from '@art/ui';
import { FormNotice, accountFormStyle } from '@art/page-kit';
import { PersonalFrame } from './PersonalFrame';
import { usePersonalChange } from './use-change';

// The API's schema of `addAddress` (`@art/model`): the same checks and limits here and there.
const FIELDS = schemaFields(addressForm);
const section = css({ maxWidth: '40rem' });
const row = css({ borderBlockEnd: `1px solid ${colours.rule}`, paddingBlock: space[4] });
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const optional = (value: unknown) => text(value) || null;
/** Spain first: most of the fair's buyers live there. */
const DEFAULT_COUNTRY = 'ES';

/**
 * Billing: the account's orders (each opening to its detail; the site passes the list, which the checkout feature
 * draws), the addresses with their fiscal data, each removable, and the form to add one.
 */
export function BillingView({ orders }: { orders: ReactNode }) {
  const { t } = useTranslation('account');
  const data = useGqlQuery(MyAddressesDocument, {}).data;
  const addresses = data?.me?.shippingAddresses ?? [];
  const countries = data?.countries ?? [];
  const change = usePersonalChange();
  const [country, setCountry] = useState(DEFAULT_COUNTRY);
  const [added, setAdded] = useState(false);
  const form = useForm({
    fields: FIELDS,
    onSubmit: async (values) => {
      setAdded(false);
      const address: AddressInputFields = {
        route: text(values['route']),
        floor: optional(values['floor']),
        postalCode: text(values['postalCode']),
        locality: text(values['locality']),
        province: text(values['province']),
        countryCode: country,
        aditionalInfo: optional(values['aditionalInfo']),
        fiscalName: optional(values['fiscalName']),
        fiscalDocument: optional(values['fiscalDocument']),
        CACode: optional(values['CACode']),
      };
      const ok = await change.run(AddAddressDocument, { address });
      if (ok) {
        setAdded(true);
        form.reset();
      }
      return ok;
    },
  });
  return (
    <PersonalFrame heading={t('billing.heading')}>
      {orders}
      <Stack gap={3} css={section}>
        <Heading level={3} size="h3">
          {t('billing.shippingAddresses')}
        </Heading>
        <Text size="small" tone="muted">
          {t('billing.addressesIntro')}
        </Text>
        {addresses.length === 0 ? (
          <Text tone="muted">{t('billing.noAddresses')}</Text>
        ) : (
          <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {addresses.map((address) => (
              <li key={address.id} css={row} data-address={address.id}>
                <Cluster gap={4} justify="between" align="center">
                  <Stack gap={1}>
                    <Text>{address.fullAddress}</Text>
                    {address.fiscalName || address.fiscalDocument ? (
                      <Text size="small" tone="muted">
                        {[address.fiscalName, address.fiscalDocument].filter(Boolean).join(' · ')}
                      </Text>
                    ) : null}
                  </Stack>
                  <Button
                    variant="secondary"
                    size="small"
                    busy={change.busy}
                    disabled={!change.ready}
                    onClick={() => void change.run(RemoveAddressDocument, { id: address.id })}
                  >
                    {t('billing.removeAddress')}
                  </Button>
                </Cluster>
              </li>
            ))}
          </ul>
        )}
      </Stack>
      <Stack gap={4} css={section}>
        <Heading level={3} size="h3">
          {t('billing.newAddress')}
        </Heading>
        <form {...form.formProps} css={accountFormStyle} data-form="address">
          <TextField
            {...form.field('route')}
            label={t('billing.route')}
            mandatory
            maxLength={ADDRESS_LIMITS.route}
            autoComplete="address-line1"
          />
          <TextField
            {...form.field('floor')}
            label={t('billing.floor')}
            half
            maxLength={ADDRESS_LIMITS.floor}
            autoComplete="address-line2"
          />
          <TextField
            {...form.field('postalCode')}
            label={t('billing.postalCode')}
            mandatory
            half
            maxLength={ADDRESS_LIMITS.postalCode}
            autoComplete="postal-code"
          />
          <TextField
            {...form.field('locality')}
            label={t('billing.locality')}
            mandatory
            half
            maxLength={ADDRESS_LIMITS.locality}
            autoComplete="address-level2"
          />
          <TextField
            {...form.field('province')}
            label={t('billing.province')}
            mandatory={provinceRequired(country)}
            half
            maxLength={ADDRESS_LIMITS.province}
            autoComplete="address-level1"
          />
          <CountryField
            id="address-country"
            name="countryCode"
            label={t('forms:fields.country')}
            mandatory
            autoComplete="country-name"
            value={country}
            options={countries.map((c) => ({ value: c.code, label: c.name }))}
            onChange={(value) => setCountry(value)}
          />
          <TextField
            {...form.field('fiscalName')}
            label={t('billing.fiscalName')}
            half
            maxLength={ADDRESS_LIMITS.fiscalName}
            autoComplete="organization"
          />
          <TextField
            {...form.field('fiscalDocument')}
            label={t('billing.fiscalDocument')}
            half
            maxLength={ADDRESS_LIMITS.fiscalDocument}
          />
          <TextField {...form.field('CACode')} label={t('billing.CACode')} half maxLength={ADDRESS_LIMITS.CACode} />
          <TextField
            {...form.field('aditionalInfo')}
            label={t('billing.aditionalInfo')}
            maxLength={ADDRESS_LIMITS.aditionalInfo}
          />
          {added ? <FormNotice tone="success">{t('billing.added')}</FormNotice> : null}
          {change.error ? <FormNotice tone="error">{change.error}</FormNotice> : null}
          <SubmitButton requiresScript busy={form.status === 'sending'} label={t('billing.addAddress')} />
        </form>
      </Stack>
    </PersonalFrame>
  );
}
