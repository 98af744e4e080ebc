/**
 * The header's main menu: list by position with search and site filter; edit and create with the entry's link and
 * titles in both languages and its three drop-down blocks (titles, subtitles and their links in order; images in the
 * first). A block left empty is not shown.
 */
import { Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import {
  ArrayInput,
  Create,
  Datagrid,
  Edit,
  FunctionField,
  List,
  NumberField,
  NumberInput,
  SearchInput,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  SimpleList,
  TextField,
  TextInput,
  useTranslate,
} from 'react-admin';
import { adminMenuEntryInputSchema, MENU_SITES } from '@art/admin-model';
import { menuEntryInput, type MenuRecord } from '../data';
import { MENU_BLOCKS } from '../data/menu';
import { schemaValidator } from '../validation';
import { BilingualInput } from '../components/BilingualInput';
import { FieldRow, GroupError, Section, SaveToolbar, RecordTitle } from '../components/common';
import { ImagesInput } from '../components/ImagesInput';

const MENU_SITE_CHOICES = MENU_SITES.map((site) => ({ id: site, name: `app.siteContent.sites.${site}` }));

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="site" source="site" choices={MENU_SITE_CHOICES.filter((c) => c.id !== 'all')} alwaysOn />,
];

const linksOf = (entry: MenuRecord) => MENU_BLOCKS.reduce((n, block) => n + (entry[block]?.items.length ?? 0), 0);

export function MenuList() {
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const translate = useTranslate();
  return (
    <List filters={filters} sort={{ field: 'position', order: 'ASC' }} perPage={25} exporter={false}>
      {narrow ? (
        <SimpleList<MenuRecord>
          primaryText={(record) => record.mainTitleES}
          secondaryText={(record) => record.url}
          tertiaryText={(record) => translate(`app.siteContent.sites.${record.site}`)}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false} size="small">
          <NumberField source="position" />
          <TextField source="mainTitleES" sortable={false} />
          <TextField source="mainTitleEN" sortable={false} />
          <TextField source="url" sortable={false} />
          <FunctionField<MenuRecord>
            source="site"
            sortable={false}
            render={(record) => translate(`app.siteContent.sites.${record.site}`)}
          />
          <FunctionField<MenuRecord>
            label="app.siteContent.block.items"
            sortable={false}
            render={(record) => translate('app.siteContent.block.count', { count: linksOf(record) })}
          />
        </Datagrid>
      )}
    </List>
  );
}

function BlockInputs({ block }: { block: (typeof MENU_BLOCKS)[number] }) {
  const translate = useTranslate();
  return (
    <Box sx={{ width: '100%' }}>
      <Section>{translate(`resources.menu.fields.${block}`)}</Section>
      <Typography variant="body2" color="text.secondary">
        {translate('app.siteContent.block.help')}
      </Typography>
      <GroupError source={block} />
      <BilingualInput source={`${block}.title`} label="app.siteContent.block.title" />
      <BilingualInput source={`${block}.subtitle`} label="app.siteContent.block.subtitle" />
      <ArrayInput source={`${block}.items`} label="app.siteContent.block.items">
        <SimpleFormIterator inline disableClear>
          <TextInput source="titleES" label="app.siteContent.block.itemTitleES" />
          <TextInput source="titleEN" label="app.siteContent.block.itemTitleEN" />
          <TextInput source="url" label="app.siteContent.block.itemUrl" helperText="app.siteContent.urlHelp" />
          {block === 'blockWithImages' && <ImagesInput source="image" single label="app.siteContent.block.itemImage" />}
        </SimpleFormIterator>
      </ArrayInput>
    </Box>
  );
}

const validateEntry = schemaValidator(adminMenuEntryInputSchema, menuEntryInput);

function MenuForm() {
  const translate = useTranslate();
  return (
    <SimpleForm toolbar={<SaveToolbar />} validate={validateEntry} sx={{ maxWidth: 1100 }}>
      <FieldRow>
        <SelectInput source="site" choices={MENU_SITE_CHOICES} />
        <NumberInput source="position" helperText="app.siteContent.positionHelp" />
      </FieldRow>
      <Section>{translate('app.siteContent.sections.texts')}</Section>
      <BilingualInput source="mainTitle" />
      <TextInput source="url" fullWidth helperText="app.siteContent.urlHelp" />
      {MENU_BLOCKS.map((block) => (
        <BlockInputs key={block} block={block} />
      ))}
    </SimpleForm>
  );
}

export function MenuEdit() {
  return (
    <Edit mutationMode="pessimistic" title={<RecordTitle source="mainTitleES" />} redirect={false}>
      <MenuForm />
    </Edit>
  );
}

export function MenuCreate() {
  return (
    <Create redirect="edit" record={{ site: 'all', position: null }}>
      <MenuForm />
    </Create>
  );
}
