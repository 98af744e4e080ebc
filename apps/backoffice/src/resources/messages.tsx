/**
 * The messages of the sites' forms (staff, admin): a list with search, kind and handled filters (date, kind, sender,
 * first line, handled), and the show page with the whole text as plain text, the form's fields, the work or gallery
 * it is about, a button that marks it handled or waiting again, and a link that answers it by e-mail.
 */
import { Box, Chip, Link, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import MailIcon from '@mui/icons-material/Mail';
import ReplayIcon from '@mui/icons-material/Replay';
import {
  Button,
  Datagrid,
  FunctionField,
  Labeled,
  List,
  SearchInput,
  SelectInput,
  Show,
  SimpleList,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useNotify,
  useRecordContext,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { COLLABORATE_INTERESTS, PRESS_MEDIA_TYPES } from '@art/model';
import type { AdminMessageFieldsFragment } from '../generated/graphql';
import { firstLine, MESSAGE_KINDS } from '../data/messages';
import { LocalDateField, useLanguageName } from '../components/common';

type Message = AdminMessageFieldsFragment;

const KIND_CHOICES = MESSAGE_KINDS.map((kind) => ({ id: kind, name: `app.messages.kinds.${kind}` }));

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="kind" source="kind" choices={KIND_CHOICES} alwaysOn />,
  <SelectInput
    key="handled"
    source="handled"
    choices={[
      { id: 'false', name: 'app.messages.waiting' },
      { id: 'true', name: 'app.messages.handled' },
    ]}
    alwaysOn
  />,
];

/** A message's kind as a chip, named in the interface's language. */
function KindChip({ kind }: { kind: string }) {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" label={translate(`app.messages.kinds.${kind}`, { _: kind })} />;
}

/** Handled (green) or waiting. */
function HandledChip({ message }: { message: Pick<Message, 'handledAt'> }) {
  const translate = useTranslate();
  return message.handledAt ? (
    <Chip size="small" color="success" label={translate('app.messages.handled')} />
  ) : (
    <Chip size="small" color="warning" label={translate('app.messages.waiting')} />
  );
}

/** Who sent it: name and e-mail. */
function Sender({ message }: { message: Pick<Message, 'fromName' | 'fromEmail'> }) {
  return (
    <Stack>
      <span>{message.fromName}</span>
      <Typography variant="caption" color="text.secondary">
        {message.fromEmail}
      </Typography>
    </Stack>
  );
}

/** What the list shows of a message: the first line of its text, or of its fields when it has none. */
const summaryOf = (message: Pick<Message, 'text' | 'fields'>): string =>
  firstLine(message.text) || firstLine(message.fields.map((f) => f.value).join(' · '));

export function MessageList() {
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const translate = useTranslate();
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false}>
      {narrow ? (
        <SimpleList<Message>
          primaryText={(record) => record.fromName}
          secondaryText={(record) => summaryOf(record)}
          tertiaryText={(record) =>
            `${translate(`app.messages.kinds.${record.kind}`, { _: record.kind })} · ${translate(
              record.handledAt ? 'app.messages.handled' : 'app.messages.waiting',
            )}`
          }
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false} size="small">
          <LocalDateField source="createdAt" showTime />
          <FunctionField<Message> source="kind" sortable={false} render={(record) => <KindChip kind={record.kind} />} />
          <FunctionField<Message> source="fromName" sortable={false} render={(record) => <Sender message={record} />} />
          <FunctionField<Message>
            label="resources.messages.fields.summary"
            sortable={false}
            render={(record) => summaryOf(record)}
          />
          <FunctionField<Message>
            source="handledAt"
            sortable={false}
            render={(record) => <HandledChip message={record} />}
          />
        </Datagrid>
      )}
    </List>
  );
}

/**
 * Marks the message in context handled, or waiting again (the data provider's `update` with `{ handled }`, which is
 * `setMessageHandled`).
 */
export function HandledButton() {
  const record = useRecordContext<Message>();
  const notify = useNotify();
  // The record changes through `{ handled }` (the data handler's `setMessageHandled`), not a field of its own.
  const [update, { isPending }] = useUpdate<Message & { handled?: boolean }>();
  if (!record) return null;
  const handled = !record.handledAt;
  return (
    <Button
      label={handled ? 'app.messages.markHandled' : 'app.messages.markWaiting'}
      disabled={isPending}
      onClick={() =>
        update(
          'messages',
          { id: record.id, data: { handled }, previousData: record },
          {
            mutationMode: 'pessimistic',
            onSuccess: () =>
              notify(handled ? 'app.messages.handledNotice' : 'app.messages.waitingNotice', { type: 'info' }),
            onError: (error) => notify(error instanceof Error ? error.message : String(error), { type: 'error' }),
          },
        )
      }
    >
      {handled ? <CheckCircleIcon /> : <ReplayIcon />}
    </Button>
  );
}

/** A link that opens the mail program with a reply to the sender (`replyUrl`, a `mailto:` link). */
function ReplyLink() {
  const record = useRecordContext<Message>();
  const translate = useTranslate();
  if (!record?.replyUrl.startsWith('mailto:')) return null;
  return (
    <Button label="app.messages.reply" href={record.replyUrl} aria-label={translate('app.messages.reply')}>
      <MailIcon />
    </Button>
  );
}

function MessageActions() {
  return (
    <TopToolbar>
      <ReplyLink />
      <HandledButton />
    </TopToolbar>
  );
}

/** The whole text, as text (line breaks kept; never read as HTML). */
function MessageText({ message }: { message: Pick<Message, 'text'> }) {
  return (
    <Box component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {message.text}
    </Box>
  );
}

/**
 * The fields whose value is one of a form's choices, with where the choices' names are (the staff e-mails' texts); the
 * other fields are what the visitor wrote.
 */
const CHOICE_FIELDS: Readonly<Record<string, { choices: readonly string[]; names: string }>> = {
  interest: { choices: COLLABORATE_INTERESTS, names: 'mail:forms.interests' },
  type: { choices: PRESS_MEDIA_TYPES, names: 'mail:forms.pressTypes' },
};

/** A field's value as staff read it: a choice by its name in the interface's language, anything else as written. */
function fieldValue(field: Message['fields'][number], translate: ReturnType<typeof useTranslate>): string {
  const choice = Object.hasOwn(CHOICE_FIELDS, field.name) ? CHOICE_FIELDS[field.name] : undefined;
  return choice?.choices.includes(field.value) ? translate(`${choice.names}.${field.value}`) : field.value;
}

/** The form's other fields, by name. */
function MessageFields({ message }: { message: Pick<Message, 'fields'> }) {
  const translate = useTranslate();
  if (message.fields.length === 0) return null;
  return (
    <Box component="dl" sx={{ m: 0 }}>
      {message.fields.map((field) => (
        <Box key={field.name} sx={{ display: 'flex', gap: 1 }}>
          <Box component="dt" sx={{ fontWeight: 600 }}>
            {translate(`app.messages.fieldNames.${field.name}`, { _: field.name })}
          </Box>
          <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {fieldValue(field, translate)}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** The work or gallery a message is about, linked to its page on the site. */
function About({ message }: { message: Pick<Message, 'work' | 'gallery'> }) {
  const items: { key: string; label: string; url?: string | null }[] = [];
  if (message.work) items.push({ key: 'work', label: message.work.title, url: message.work.url });
  if (message.gallery) items.push({ key: 'gallery', label: message.gallery.name, url: message.gallery.url });
  if (items.length === 0) return null;
  return (
    <Stack direction="row" spacing={2}>
      {items.map((item) =>
        item.url ? (
          <Link key={item.key} href={item.url} target="_blank" rel="noopener noreferrer">
            {item.label}
          </Link>
        ) : (
          <span key={item.key}>{item.label}</span>
        ),
      )}
    </Stack>
  );
}

/** The form's other fields and what the message is about, each with its label, only when the message has them. */
function MessageExtras(_props: { label: false }) {
  const record = useRecordContext<Message>();
  if (!record) return null;
  return (
    <>
      {record.fields.length > 0 && (
        <Labeled label="resources.messages.fields.fields">
          <MessageFields message={record} />
        </Labeled>
      )}
      {(record.work || record.gallery) && (
        <Labeled label="resources.messages.fields.about">
          <About message={record} />
        </Labeled>
      )}
    </>
  );
}

export function MessageShow() {
  const languageName = useLanguageName();
  return (
    <Show actions={<MessageActions />} title={<MessageTitle />}>
      <SimpleShowLayout>
        <LocalDateField source="createdAt" showTime />
        <FunctionField<Message> source="kind" render={(record) => <KindChip kind={record.kind} />} />
        <TextField source="fromName" />
        <TextField source="fromEmail" />
        <TextField source="phone" emptyText="—" />
        <FunctionField<Message> source="lang" render={(record) => languageName(record.lang)} />
        <FunctionField<Message> source="text" render={(record) => <MessageText message={record} />} />
        <MessageExtras label={false} />
        <FunctionField<Message>
          source="handledAt"
          render={(record) => (
            <Stack direction="row" spacing={1} alignItems="center">
              <HandledChip message={record} />
              {record.handledAt && (
                <Typography variant="body2" component="span">
                  <LocalDateField source="handledAt" showTime /> · {record.handledBy ?? '—'}
                </Typography>
              )}
            </Stack>
          )}
        />
      </SimpleShowLayout>
    </Show>
  );
}

/** The show page's title: the sender. */
function MessageTitle() {
  const record = useRecordContext<Message>();
  return <>{record ? `${record.fromName} <${record.fromEmail}>` : ''}</>;
}
