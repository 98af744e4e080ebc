/** The back office: react-admin over the API's admin operations, its resources shown by the signed-in role. */
import { useMemo } from 'react';
import { Admin, CustomRoutes, Resource, type AuthProvider, type DataProvider, type I18nProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import ArticleIcon from '@mui/icons-material/Article';
import BrushIcon from '@mui/icons-material/Brush';
import HistoryIcon from '@mui/icons-material/History';
import PeopleIcon from '@mui/icons-material/People';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { canOpen } from './roles';
import { backofficeTheme } from './theme';
import { Dashboard, NoAccess } from './components/Dashboard';
import { LoginPage } from './components/LoginPage';
import { BackofficeLayout } from './components/BackofficeLayout';
import { WorkCreate, WorkEdit, WorkList } from './resources/works';
import { ArtistCreate, ArtistEdit, ArtistList } from './resources/artists';
import { GalleryCreate, GalleryEdit, GalleryList } from './resources/galleries';
import { UserEdit, UserList } from './resources/users';
import { AuditList } from './resources/audit';

export interface AppProps {
  dataProvider: DataProvider;
  authProvider: AuthProvider;
  i18nProvider: I18nProvider;
}

export function App({ dataProvider, authProvider, i18nProvider }: AppProps) {
  const theme = useMemo(() => backofficeTheme(() => i18nProvider.translate('ra.page.loading')), [i18nProvider]);
  return (
    <Admin
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      loginPage={LoginPage}
      layout={BackofficeLayout}
      dashboard={Dashboard}
      catchAll={NoAccess}
      theme={theme}
      requireAuth
      disableTelemetry
    >
      {(role: unknown) => (
        <>
          {canOpen(role, 'works') && (
            <Resource
              name="works"
              list={WorkList}
              edit={WorkEdit}
              create={WorkCreate}
              icon={BrushIcon}
              recordRepresentation="titleES"
            />
          )}
          {canOpen(role, 'artists') && (
            <Resource
              name="artists"
              list={ArtistList}
              edit={ArtistEdit}
              create={ArtistCreate}
              icon={ArticleIcon}
              recordRepresentation="fullName"
            />
          )}
          {canOpen(role, 'galleries') && (
            <Resource
              name="galleries"
              list={GalleryList}
              edit={GalleryEdit}
              create={GalleryCreate}
              icon={StorefrontIcon}
              recordRepresentation="name"
            />
          )}
          {canOpen(role, 'users') && (
            <Resource name="users" list={UserList} edit={UserEdit} icon={PeopleIcon} recordRepresentation="email" />
          )}
          {canOpen(role, 'audit') && <Resource name="audit" list={AuditList} icon={HistoryIcon} />}
          {canOpen(role, 'works') && <Resource name="catalogs" />}
          {canOpen(role, 'works') && <Resource name="tags" />}
          <CustomRoutes>
            <Route path="/no-access" element={<NoAccess />} />
          </CustomRoutes>
        </>
      )}
    </Admin>
  );
}
