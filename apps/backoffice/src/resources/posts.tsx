/**
 * The posts: list with search, category and state filters; edit and create with both languages side by side, the
 * publish date, the draft switch and the image; a button that publishes a post or takes it back to draft.
 */
import { Chip, Link, Stack, useMediaQuery, type Theme } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PublishIcon from '@mui/icons-material/Publish';
import UnpublishedIcon from '@mui/icons-material/Unpublished';
import { useMutation } from '@tanstack/react-query';
import {
  BooleanInput,
  Button,
  Create,
  Datagrid,
  DateTimeInput,
  Edit,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  SimpleForm,
  SimpleList,
  TextField,
  TextInput,
  TopToolbar,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  type DataProvider,
  type RaRecord,
} from 'react-admin';
import { NEWS_CATEGORIES } from '@art/model';
import { adminPostInputSchema } from '@art/admin-model';
import type { AdminPostFieldsFragment } from '../generated/graphql';
import { postInput } from '../data';
import { schemaValidator } from '../validation';
import { BilingualInput } from '../components/BilingualInput';
import {
  Bilingual,
  FieldRow,
  LocalDateField,
  RecordTitle,
  SaveToolbar,
  Section,
  Thumb,
  useLang,
} from '../components/common';
import { ImagesInput } from '../components/ImagesInput';

type Post = AdminPostFieldsFragment;

/** The data provider's own method for the publish button (`setPostPublished`). */
export interface PostsDataProvider extends DataProvider {
  setPostPublished(id: string, published: boolean): Promise<{ data: RaRecord }>;
}

/** The posts' categories as choices, named in the interface's language. */
function useCategoryChoices() {
  const lang = useLang();
  return NEWS_CATEGORIES.map((c) => ({ id: c.key, name: lang === 'en' ? c.en : c.es }));
}

/** A post's category in the interface's language. */
function CategoryText({ category }: { category: string }) {
  const lang = useLang();
  const found = NEWS_CATEGORIES.find((c) => c.key === category);
  return <>{found ? (lang === 'en' ? found.en : found.es) : category}</>;
}

/** Published and showing, published for a date to come, or a draft. */
export function postStateOf(post: Pick<Post, 'published' | 'visible'>): 'published' | 'scheduled' | 'draft' {
  return post.published ? (post.visible ? 'published' : 'scheduled') : 'draft';
}

function PostState({ post }: { post: Post }) {
  const translate = useTranslate();
  const state = postStateOf(post);
  const colour = state === 'published' ? 'success' : state === 'scheduled' ? 'info' : 'default';
  return <Chip size="small" color={colour} label={translate(`app.posts.state.${state}`)} />;
}

/** Publishes the post in context, or takes it back to draft. */
function PublishButton({ record: given }: { record?: Post }) {
  const fromContext = useRecordContext<Post>();
  const record = given ?? fromContext;
  const dataProvider = useDataProvider<PostsDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { mutate, isPending } = useMutation({
    mutationFn: (published: boolean) => dataProvider.setPostPublished(String(record!.id), published),
    onSuccess: (_answer, published) => {
      notify(published ? 'app.posts.publishedNotice' : 'app.posts.draftNotice', { type: 'info' });
      refresh();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  if (!record) return null;
  const publish = !record.published;
  return (
    <Button
      label={publish ? 'app.posts.publish' : 'app.posts.unpublish'}
      disabled={isPending}
      onClick={(event) => {
        event.stopPropagation();
        mutate(publish);
      }}
    >
      {publish ? <PublishIcon /> : <UnpublishedIcon />}
    </Button>
  );
}

export function PostList() {
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const translate = useTranslate();
  const categories = useCategoryChoices();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="category" source="category" choices={categories} translateChoice={false} />,
    <SelectInput
      key="published"
      source="published"
      choices={[
        { id: 'true', name: 'app.posts.filterPublished' },
        { id: 'false', name: 'app.posts.filterDraft' },
      ]}
    />,
  ];
  return (
    <List filters={filters} sort={{ field: 'publishedAt', order: 'DESC' }} perPage={25} exporter={false}>
      {narrow ? (
        <SimpleList<Post>
          primaryText={(record) => record.titleES}
          secondaryText={(record) => <CategoryText category={record.category} />}
          tertiaryText={(record) => translate(`app.posts.state.${postStateOf(record)}`)}
          leftAvatar={(record) => <Thumb src={record.image?.thumbnail} alt="" size={40} />}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false} size="small">
          <FunctionField<Post>
            label="resources.posts.fields.image"
            sortable={false}
            render={(record) => (
              <Thumb src={record.image?.thumbnail} alt={translate('app.posts.imageOf', { title: record.titleES })} />
            )}
          />
          <TextField source="titleES" />
          <FunctionField<Post>
            source="category"
            sortBy="category"
            render={(record) => <CategoryText category={record.category} />}
          />
          <LocalDateField source="publishedAt" showTime />
          <FunctionField<Post>
            label="resources.posts.fields.published"
            sortable={false}
            render={(record) => <PostState post={record} />}
          />
          <FunctionField<Post>
            label="app.posts.actions"
            sortable={false}
            render={(record) => <PublishButton record={record} />}
          />
        </Datagrid>
      )}
    </List>
  );
}

const validatePost = schemaValidator(adminPostInputSchema, postInput);

function PostForm() {
  const translate = useTranslate();
  const categories = useCategoryChoices();
  return (
    <SimpleForm toolbar={<SaveToolbar />} validate={validatePost} sx={{ maxWidth: 1100 }}>
      <Section>{translate('app.posts.sections.texts')}</Section>
      <BilingualInput source="title" />
      <BilingualInput source="slug" helperText="app.works.slugHelp" />
      <BilingualInput source="shortContent" multiline minRows={2} />
      <BilingualInput source="content" multiline minRows={8} helperText="app.posts.contentHelp" />
      <Bilingual>
        <TextInput source="author" fullWidth />
        <TextInput source="authorEN" fullWidth helperText="app.posts.authorENHelp" />
      </Bilingual>
      <Section>{translate('app.posts.sections.publication')}</Section>
      <FieldRow>
        <SelectInput source="category" choices={categories} translateChoice={false} />
        <DateTimeInput source="publishedAt" helperText="app.posts.publishedAtHelp" />
        <BooleanInput source="published" helperText="app.posts.publishedHelp" />
      </FieldRow>
      <ImagesInput source="image" single />
    </SimpleForm>
  );
}

/** The post's page on the fair, when the sites show it. */
function SiteLink() {
  const record = useRecordContext<Post>();
  const translate = useTranslate();
  if (!record?.visible) return null;
  return (
    <Link href={record.siteUrl} target="_blank" rel="noopener" sx={{ display: 'inline-flex', gap: 0.5 }}>
      {translate('app.posts.openSite')}
      <OpenInNewIcon fontSize="small" />
    </Link>
  );
}

function PostEditActions() {
  return (
    <TopToolbar>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <SiteLink />
        <PublishButton />
      </Stack>
    </TopToolbar>
  );
}

export function PostEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      title={<RecordTitle source="titleES" />}
      redirect={false}
      actions={<PostEditActions />}
    >
      <PostForm />
    </Edit>
  );
}

export function PostCreate() {
  return (
    <Create redirect="edit" record={{ category: 'actualidad', published: false, image: null }}>
      <PostForm />
    </Create>
  );
}
