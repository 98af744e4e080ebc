/** The back office: react-admin over the API's admin operations, its resources shown by the signed-in role. */
import { useMemo } from 'react';
import { Admin, CustomRoutes, Resource, type AuthProvider, type DataProvider, type I18nProvider } from 'react-admin';
import { Route } from 'react-router';
import ArticleIcon from '@mui/icons-material/Article';
import AutoStoriesIcon from '@mui/icons-material/AutoStories';
import BrushIcon from '@mui/icons-material/Brush';
import EventIcon from '@mui/icons-material/Event';
import FeedIcon from '@mui/icons-material/Feed';
import HistoryIcon from '@mui/icons-material/History';
import LabelIcon from '@mui/icons-material/Label';
import MuseumIcon from '@mui/icons-material/Museum';
import PeopleIcon from '@mui/icons-material/People';
import StorefrontIcon from '@mui/icons-material/Storefront';
import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import GavelIcon from '@mui/icons-material/Gavel';
import HandshakeIcon from '@mui/icons-material/Handshake';
import HelpIcon from '@mui/icons-material/Help';
import MenuIcon from '@mui/icons-material/Menu';
import NewspaperIcon from '@mui/icons-material/Newspaper';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import MailIcon from '@mui/icons-material/Mail';
import UnsubscribeIcon from '@mui/icons-material/Unsubscribe';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import LocalActivityIcon from '@mui/icons-material/LocalActivity';
import DiscountIcon from '@mui/icons-material/Discount';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import { canOpen } from './roles';
import { backofficeTheme } from './theme';
import { Dashboard, NoAccess } from './components/Dashboard';
import { LoginPage } from './components/LoginPage';
import { BackofficeLayout } from './components/BackofficeLayout';
import { WorkCreate, WorkEdit, WorkList } from './resources/works';
import { ArtistCreate, ArtistEdit, ArtistList } from './resources/artists';
import { GalleryCreate, GalleryEdit, GalleryList } from './resources/galleries';
import { CatalogCreate, CatalogEdit, CatalogList } from './resources/catalogs';
import { TagCreate, TagEdit, TagList } from './resources/tags';
import { ShowCreate, ShowEdit, ShowList } from './resources/shows';
import { PostCreate, PostEdit, PostList } from './resources/posts';
import { BannerCreate, BannerEdit, BannerList } from './resources/banners';
import { ActivityCreate, ActivityEdit, ActivityList } from './resources/activities';
import { FaqCreate, FaqEdit, FaqList } from './resources/faqs';
import { PageCreate, PageEdit, PageList } from './resources/pages';
import { MenuCreate, MenuEdit, MenuList } from './resources/menu';
import { SponsorCreate, SponsorEdit, SponsorList } from './resources/sponsors';
import { PressCreate, PressEdit, PressList } from './resources/press';
import { UserEdit, UserList } from './resources/users';
import { AuditList } from './resources/audit';
import { InvitationCreate, InvitationEdit, InvitationList, InvitationShow } from './resources/invitations';
import { TicketList } from './resources/tickets';
import { OrderList, OrderShow } from './resources/orders';
import { MessageList, MessageShow } from './resources/messages';
import { SubscriberList } from './resources/subscribers';
import { CouponCreate, CouponEdit, CouponList } from './resources/coupons';
import { ShippingCreate, ShippingEdit, ShippingList } from './resources/shipping';
import { SpecialOrderCreate } from './resources/special-orders';

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
          {canOpen(role, 'catalogs') && (
            <Resource
              name="catalogs"
              list={CatalogList}
              edit={CatalogEdit}
              create={CatalogCreate}
              icon={AutoStoriesIcon}
              recordRepresentation="prefix"
            />
          )}
          {canOpen(role, 'tags') && (
            <Resource
              name="tags"
              list={TagList}
              edit={TagEdit}
              create={TagCreate}
              icon={LabelIcon}
              recordRepresentation="nameES"
            />
          )}
          {canOpen(role, 'shows') && (
            <Resource
              name="shows"
              list={ShowList}
              edit={ShowEdit}
              create={ShowCreate}
              icon={MuseumIcon}
              recordRepresentation="titleES"
            />
          )}
          {canOpen(role, 'posts') && (
            <Resource
              name="posts"
              list={PostList}
              edit={PostEdit}
              create={PostCreate}
              icon={FeedIcon}
              recordRepresentation="titleES"
            />
          )}
          {canOpen(role, 'banners') && (
            <Resource
              name="banners"
              list={BannerList}
              edit={BannerEdit}
              create={BannerCreate}
              icon={ViewCarouselIcon}
              recordRepresentation="titleES"
            />
          )}
          {canOpen(role, 'activities') && (
            <Resource
              name="activities"
              list={ActivityList}
              edit={ActivityEdit}
              create={ActivityCreate}
              icon={EventIcon}
              recordRepresentation="titleES"
            />
          )}
          {canOpen(role, 'faqs') && (
            <Resource
              name="faqs"
              list={FaqList}
              edit={FaqEdit}
              create={FaqCreate}
              icon={HelpIcon}
              recordRepresentation="questionES"
            />
          )}
          {canOpen(role, 'pages') && (
            <Resource
              name="pages"
              list={PageList}
              edit={PageEdit}
              create={PageCreate}
              icon={GavelIcon}
              recordRepresentation="titleES"
            />
          )}
          {canOpen(role, 'menu') && (
            <Resource
              name="menu"
              list={MenuList}
              edit={MenuEdit}
              create={MenuCreate}
              icon={MenuIcon}
              recordRepresentation="mainTitleES"
            />
          )}
          {canOpen(role, 'sponsors') && (
            <Resource
              name="sponsors"
              list={SponsorList}
              edit={SponsorEdit}
              create={SponsorCreate}
              icon={HandshakeIcon}
              recordRepresentation="name"
            />
          )}
          {canOpen(role, 'press') && (
            <Resource
              name="press"
              list={PressList}
              edit={PressEdit}
              create={PressCreate}
              icon={NewspaperIcon}
              recordRepresentation="titleES"
            />
          )}
          {canOpen(role, 'orders') && (
            <Resource
              name="orders"
              list={OrderList}
              show={OrderShow}
              icon={ShoppingCartIcon}
              recordRepresentation="orderCode"
            />
          )}
          {canOpen(role, 'special-orders') && (
            <Resource
              name="special-orders"
              list={SpecialOrderCreate}
              create={SpecialOrderCreate}
              icon={AddShoppingCartIcon}
              // The menu's label, "Nuevo pedido especial": the locales give the resource no `name`, which
              // react-admin would show instead.
              options={{ label: 'app.specialOrders.menu' }}
            />
          )}
          {canOpen(role, 'coupons') && (
            <Resource
              name="coupons"
              list={CouponList}
              edit={CouponEdit}
              create={CouponCreate}
              icon={DiscountIcon}
              recordRepresentation="code"
            />
          )}
          {canOpen(role, 'shipping') && (
            <Resource
              name="shipping"
              list={ShippingList}
              edit={ShippingEdit}
              create={ShippingCreate}
              icon={LocalShippingIcon}
              recordRepresentation="countryCode"
            />
          )}
          {canOpen(role, 'messages') && (
            <Resource
              name="messages"
              list={MessageList}
              show={MessageShow}
              icon={MailIcon}
              recordRepresentation="fromName"
            />
          )}
          {canOpen(role, 'subscribers') && (
            <Resource name="subscribers" list={SubscriberList} icon={UnsubscribeIcon} recordRepresentation="email" />
          )}
          {canOpen(role, 'invitations') && (
            <Resource
              name="invitations"
              list={InvitationList}
              create={InvitationCreate}
              edit={InvitationEdit}
              show={InvitationShow}
              icon={LocalActivityIcon}
              recordRepresentation="code"
            />
          )}
          {canOpen(role, 'tickets') && (
            <Resource name="tickets" list={TicketList} icon={ConfirmationNumberIcon} recordRepresentation="code" />
          )}
          {canOpen(role, 'users') && (
            <Resource name="users" list={UserList} edit={UserEdit} icon={PeopleIcon} recordRepresentation="email" />
          )}
          {canOpen(role, 'audit') && <Resource name="audit" list={AuditList} icon={HistoryIcon} />}
          <CustomRoutes>
            <Route path="/no-access" element={<NoAccess />} />
          </CustomRoutes>
        </>
      )}
    </Admin>
  );
}
