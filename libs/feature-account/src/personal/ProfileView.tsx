import { css } from '@emotion/react';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { accountOutcome, useGqlQuery, useGraphQLClient } from '@art/data';
import {
  AddArtistTagDocument,
  AddNewArtistTagDocument,
  ArtistTagsDocument,
  DeleteAccountDocument,
  MyProfileDocument,
  UpdateProfileDocument,
  type MyProfileData,
  type ProfileInputFields,
} from '../documents';
import {
  Checkbox,
  PasswordField,
  SearchField,
  Select,
  SubmitButton,
  TextField,
  schemaFields,
  useForm,
} from '@art/forms';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@art/layout';
import { ACCOUNT_LIMITS, PASSWORD_MAX_LENGTH, PRICE_RANGES, deleteAccountForm, profileForm } from '@art/model';
import { href } from '@art/routing';
import { usePageLang, useSiteProfile } from '@art/site';
import { Button, Cluster, Heading, Stack, Text, space } from '@art/ui';
import { ACCOUNT_DELETED_QUERY, accountFormStyle, FormNotice, goTo, useAccountSubmit } from '@art/page-kit';
import { PersonalFrame } from './PersonalFrame';
import { usePersonalChange } from './use-change';

type Profile = NonNullable<MyProfileData['me']>;
// The API's schemas of `updateProfile` and `deleteAccount` (`@art/model`).
const FIELDS = schemaFields(profileForm);
const DELETE_FIELDS = schemaFields(deleteAccountForm);
const section = css({ maxWidth: '40rem' });
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const optional = (value: unknown) => text(value) || null;

/** The profile as `updateProfile` takes it, from the user as they are now. */
function profileOf(me: Profile): ProfileInputFields {
  const { name, surname, phone, prefix, profession, priceRange, newsletter } = me;
  return { name, surname, phone, prefix, profession, priceRange, newsletter };
}

function ProfileForm({ me }: { me: Profile }) {
  const { t } = useTranslation('account');
  const change = usePersonalChange();
  const [saved, setSaved] = useState(false);
  const [priceRange, setPriceRange] = useState(me.priceRange ?? '');
  const form = useForm({
    fields: FIELDS,
    onSubmit: async (data) => {
      setSaved(false);
      const profile: ProfileInputFields = {
        name: text(data['name']),
        surname: text(data['surname']),
        phone: optional(data['phone']),
        prefix: optional(data['prefix']),
        profession: optional(data['profession']),
        priceRange: priceRange || null,
        newsletter: data['newsletter'] === true,
      };
      const ok = await change.run(UpdateProfileDocument, { profile, artistsToDelete: [] });
      setSaved(ok);
      return ok;
    },
  });
  return (
    <form {...form.formProps} css={[accountFormStyle, section]} data-form="profile">
      <TextField
        {...form.field('name')}
        label={t('forms:fields.name')}
        mandatory
        half
        maxLength={ACCOUNT_LIMITS.name}
        defaultValue={me.name}
        autoComplete="given-name"
      />
      <TextField
        {...form.field('surname')}
        label={t('forms:fields.surname')}
        mandatory
        half
        maxLength={ACCOUNT_LIMITS.surname}
        defaultValue={me.surname}
        autoComplete="family-name"
      />
      <TextField
        {...form.field('email')}
        type="email"
        label={t('forms:fields.email')}
        defaultValue={me.email}
        readOnly
        disabled
      />
      <TextField
        {...form.field('prefix')}
        label={t('profile.prefix')}
        half
        maxLength={ACCOUNT_LIMITS.prefix}
        defaultValue={me.prefix ?? ''}
        placeholder="+34"
        autoComplete="tel-country-code"
      />
      <TextField
        {...form.field('phone')}
        label={t('forms:fields.phone')}
        half
        maxLength={ACCOUNT_LIMITS.phone}
        defaultValue={me.phone ?? ''}
        autoComplete="tel-national"
      />
      <TextField
        {...form.field('profession')}
        label={t('profile.profession')}
        maxLength={ACCOUNT_LIMITS.profession}
        defaultValue={me.profession ?? ''}
      />
      <Select
        id="profile-price-range"
        label={t('profile.priceRange')}
        value={priceRange}
        placeholder={t('profile.noPriceRange')}
        options={PRICE_RANGES.map((range) => ({ value: range.key, label: t(`profile.priceRanges.${range.key}`) }))}
        onChange={(value) => setPriceRange(value)}
      />
      <Checkbox
        {...form.field('newsletter')}
        value="1"
        label={t('forms:fields.newsletterOptIn')}
        defaultChecked={me.newsletter}
      />
      {saved ? <FormNotice tone="success">{t('profile.saved')}</FormNotice> : null}
      {change.error ? <FormNotice tone="error">{change.error}</FormNotice> : null}
      <SubmitButton requiresScript busy={form.status === 'sending'} label={t('profile.save')} />
    </form>
  );
}

/** The artists the collector owns: the tags, each removable, and a search to add catalogue artists or a typed name. */
function ArtistTags({ me }: { me: Profile }) {
  const { t } = useTranslation('account');
  const change = usePersonalChange();
  const [text, setText] = useState('');
  const wanted = text.trim();
  // Asked once the typing pauses, as the header search does.
  const [settled] = useDebouncedValue(wanted, SEARCH_DEBOUNCE_MS);
  const found =
    useGqlQuery(ArtistTagsDocument, { text: settled }, { enabled: settled.length >= 2 }).data?.getArtistsTagsByText ??
    [];
  const owned = new Set(me.artistsCollection.map((tag) => tag.id));
  return (
    <Stack gap={4} css={section}>
      <Heading level={3} size="h3">
        {t('profile.artistsHeading')}
      </Heading>
      <Text size="small" tone="muted">
        {t('profile.artistsIntro')}
      </Text>
      {me.artistsCollection.length > 0 ? (
        <Cluster as="ul" gap={2} css={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {me.artistsCollection.map((tag) => (
            <li key={tag.id}>
              <Button
                variant="secondary"
                size="small"
                onClick={() =>
                  void change.run(UpdateProfileDocument, { profile: profileOf(me), artistsToDelete: [tag.id] })
                }
              >
                {t('profile.removeArtist', { name: tag.name })}
              </Button>
            </li>
          ))}
        </Cluster>
      ) : null}
      <SearchField label={t('profile.findArtist')} value={text} onValueChange={setText} maxLength={100} />
      {wanted.length >= 2 ? (
        <Cluster as="ul" gap={2} css={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {found
            .filter((artist) => !owned.has(artist.id))
            .map((artist) => (
              <li key={artist.id}>
                <Button
                  variant="ghost"
                  size="small"
                  onClick={() => void change.run(AddArtistTagDocument, { id: artist.id }).then(() => setText(''))}
                >
                  {t('profile.addArtist', { name: artist.name })}
                </Button>
              </li>
            ))}
          <li>
            <Button
              variant="ghost"
              size="small"
              onClick={() => void change.run(AddNewArtistTagDocument, { name: wanted }).then(() => setText(''))}
            >
              {t('profile.addTyped', { name: wanted })}
            </Button>
          </li>
        </Cluster>
      ) : null}
      {change.error ? <FormNotice tone="error">{change.error}</FormNotice> : null}
    </Stack>
  );
}

/**
 * Deleting the account: the account's password confirms it (a missing or wrong one shows the API's translated reason
 * and deletes nothing). Once done the visitor, logged out, is taken home in full, where a notice says so.
 */
function DeleteAccount() {
  const { t } = useTranslation('account');
  const client = useGraphQLClient();
  const queryClient = useQueryClient();
  const lang = usePageLang();
  const profile = useSiteProfile();
  const { outcome, run } = useAccountSubmit();
  const form = useForm({
    fields: DELETE_FIELDS,
    onSubmit: (data) =>
      run(async () => {
        const result = accountOutcome(
          (await client.request(DeleteAccountDocument, { password: text(data['password']) })).deleteAccount,
        );
        if (result) {
          queryClient.clear();
          goTo(href(profile.keys.home, {}, lang, { query: ACCOUNT_DELETED_QUERY }));
        }
        return result;
      }),
  });
  return (
    <Stack gap={3} css={[section, { paddingBlockStart: space[7] }]}>
      <Heading level={3} size="h3" id="delete-account-heading">
        {t('profile.deleteAccount')}
      </Heading>
      <Text size="small" tone="muted">
        {t('profile.deleteIntro')}
      </Text>
      <form
        {...form.formProps}
        css={accountFormStyle}
        data-form="delete-account"
        aria-labelledby="delete-account-heading"
      >
        <PasswordField
          {...form.field('password')}
          label={t('forms:fields.password')}
          mandatory
          maxLength={PASSWORD_MAX_LENGTH}
          autoComplete="current-password"
          aria-describedby="delete-account-hint"
        />
        <p id="delete-account-hint" css={{ margin: 0, flexBasis: '100%' }}>
          {t('profile.confirmDelete')}
        </p>
        {outcome.kind === 'error' && <FormNotice tone="error">{outcome.text}</FormNotice>}
        <SubmitButton requiresScript busy={form.status === 'sending'} label={t('profile.deleteAccount')} />
      </form>
    </Stack>
  );
}

/** My profile: the personal data, the artists the collector owns, and deleting the account. */
export function ProfileView() {
  const { t } = useTranslation('account');
  const me = useGqlQuery(MyProfileDocument, {}).data?.me;
  if (!me) return null;
  return (
    <PersonalFrame heading={t('profile.heading')}>
      <ProfileForm me={me} />
      <ArtistTags me={me} />
      <DeleteAccount />
    </PersonalFrame>
  );
}
