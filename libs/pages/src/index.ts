export { ArtistPageView } from './artist/ArtistPageView';
export { loadArtistPage } from './artist/artist-page';
export type { ArtistDetail } from './artist/artist-page';
export { HomePageView } from './home/HomePageView';
export { loadHomePage } from './home/home-page';
export type { HomePageData } from './home/home-page';
export { WorkPageView } from './work/WorkPageView';
export { loadWorkPage } from './work/work-page';
export type { WorkPageData } from './work/work-page';
export { WorksMasonry } from './works/WorksMasonry';
export { WorksPageView } from './works/WorksPageView';
export { loadWorksPage } from './works/works-page';
export type { WorksPageData } from './works/works-page';
export { EMPTY_WORKS_QUERY, parseWorksQuery, worksFilterOf, worksQueryString } from './works/works-query';
export type { WorksQuery } from './works/works-query';
export type { ApiImage, PageInfo, WorkCardData } from './types';
export { EntityPageView } from './entity/EntityPageView';
export { loadEntityPage } from './entity/entity-page';
export type { EntityPageData } from './entity/entity-page';
export { AccountPageView } from './account/AccountPageView';
export { loadAccountPage } from './account/account-page';
export { LoginPageView } from './account/LoginPageView';
export { PasswordPageView } from './account/PasswordPageView';
export { RegistryPageView } from './account/RegistryPageView';
export { ResetPasswordPageView } from './account/ResetPasswordPageView';
export { BillingView } from './personal/BillingView';
export { CollectionsView } from './personal/CollectionsView';
export { FavArtistsView } from './personal/FavArtistsView';
export { FavWorksView } from './personal/FavWorksView';
export { NewCollectionView } from './personal/NewCollectionView';
export { ProfileView } from './personal/ProfileView';
export { UserCollectionView } from './personal/UserCollectionView';
export {
  loadBillingPage, loadCollectionsPage, loadFavArtistsPage, loadFavWorksPage, loadNewCollectionPage, loadProfilePage,
  loadUserCollectionPage,
} from './personal/personal-pages';
export type { NewCollectionData } from './personal/personal-pages';
export { FollowArtistButton, SaveWorkButton } from './marks/MarkControls';
