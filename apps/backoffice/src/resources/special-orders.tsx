/**
 * "Nuevo pedido especial" (staff and admins): the team makes an order for a client who has an account — the client,
 * the shipping address (and a billing one when it differs), the works' ids, an optional transport and observations.
 * Once made, the screen shows the shop's payment page sent to the client and links to the order.
 */
import { useState } from 'react';
import { Alert, Box, Link as MuiLink, Typography } from '@mui/material';
import {
  AutocompleteArrayInput,
  BooleanInput,
  Button,
  Create,
  FormDataConsumer,
  Link,
  NumberInput,
  ReferenceArrayInput,
  SimpleForm,
  TextInput,
  useTranslate,
} from 'react-admin';
import { ORDER_ADDRESS_FIELDS } from '@art/model';
import { adminSpecialOrderInputSchema } from '@art/admin-model';
import type { CreateSpecialOrderMutation } from '../generated/graphql';
import { specialOrderInput } from '../data';
import { schemaValidator } from '../validation';
import { FieldRow, formatEuros, GroupError, SaveToolbar, Section, useLang } from '../components/common';

type MadeOrder = NonNullable<CreateSpecialOrderMutation['createSpecialOrder']['order']>;

const validateSpecialOrder = schemaValidator(adminSpecialOrderInputSchema, specialOrderInput);

/** An address's inputs under `source` (`shippingAddress`, `billingAddress`). */
function AddressInputs({ source }: { source: 'shippingAddress' | 'billingAddress' }) {
  const translate = useTranslate();
  return (
    <Box sx={{ width: '100%' }}>
      <Section>{translate(`resources.special-orders.fields.${source}`)}</Section>
      <GroupError source={source} />
      <FieldRow>
        {ORDER_ADDRESS_FIELDS.map((field) => (
          <TextInput
            key={field}
            source={`${source}.${field}`}
            label={`app.specialOrders.address.${field}`}
            helperText={field === 'countryCode' ? 'app.countryHelp' : false}
          />
        ))}
      </FieldRow>
    </Box>
  );
}

/** What the screen shows once the order is made: its code, total, the client's payment page and the order's link. */
function MadeOrderPanel({ order }: { order: MadeOrder }) {
  const translate = useTranslate();
  const lang = useLang();
  return (
    <Alert severity="success" sx={{ m: 2 }}>
      <Typography>
        {translate('app.specialOrders.made', { code: order.orderCode, total: formatEuros(order.total, lang) })}
      </Typography>
      <Typography sx={{ mt: 1 }}>{translate('app.specialOrders.paymentLink')}</Typography>
      <MuiLink href={order.paymentUrl} target="_blank" rel="noopener" sx={{ wordBreak: 'break-all' }}>
        {order.paymentUrl}
      </MuiLink>
      <Box sx={{ mt: 2 }}>
        <Button component={Link} to={`/orders/${order.id}/show`} label="app.specialOrders.openOrder" />
      </Box>
    </Alert>
  );
}

/** How the picker names a work for sale: title, artist and price. */
const saleWorkText = (work: { title: string; artistName: string; price: number }, lang: string) =>
  `${work.title} · ${work.artistName} · ${formatEuros(work.price, lang)}`;

function WorksSection() {
  const translate = useTranslate();
  return <Section>{translate('app.specialOrders.worksSection')}</Section>;
}

export function SpecialOrderCreate() {
  const lang = useLang();
  const [made, setMade] = useState<MadeOrder | null>(null);
  if (made) return <MadeOrderPanel order={made} />;
  return (
    <Create
      redirect={false}
      title="app.specialOrders.title"
      mutationOptions={{ onSuccess: (order: MadeOrder) => setMade(order) }}
      record={{ sameBilling: true, workIds: [], shippingAddress: { countryCode: 'ES' } }}
    >
      <SimpleForm toolbar={<SaveToolbar />} validate={validateSpecialOrder} sx={{ maxWidth: 1100 }}>
        <FieldRow>
          <TextInput source="clientEmail" type="email" helperText="app.specialOrders.clientEmailHelp" />
          <TextInput source="clientName" />
          <TextInput source="clientSurname" />
          <TextInput source="clientPhone" />
        </FieldRow>
        <AddressInputs source="shippingAddress" />
        <BooleanInput source="sameBilling" />
        <FormDataConsumer>
          {({ formData }) => (formData.sameBilling === false ? <AddressInputs source="billingAddress" /> : null)}
        </FormDataConsumer>
        <WorksSection />
        <ReferenceArrayInput source="workIds" reference="sale-works">
          <AutocompleteArrayInput
            label="resources.special-orders.fields.workIds"
            optionText={(work: { title: string; artistName: string; price: number }) => saleWorkText(work, lang)}
            filterToQuery={(q: string) => ({ q })}
            helperText="app.specialOrders.workIdsHelp"
            fullWidth
          />
        </ReferenceArrayInput>
        <NumberInput source="transport" helperText="app.specialOrders.transportHelp" />
        <TextInput source="observations" multiline fullWidth minRows={3} />
      </SimpleForm>
    </Create>
  );
}
